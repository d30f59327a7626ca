import type { Ref } from "react";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { QuizHeader } from "./quiz-header.tsx";
import type { QuizTest } from "./quiz-types.ts";

/** Says what practice is and what it keeps, before it starts (rendered on the server too). */
export function PracticeIntro({
  test,
  headingRef,
  onStart,
}: {
  test: QuizTest;
  headingRef: Ref<HTMLHeadingElement>;
  onStart: () => void;
}) {
  // Practice runs in the browser: until its script has loaded, Start would do nothing.
  const ready = useHydrated();
  const count = test.questions.length;
  return (
    <Card className="p-6 sm:p-8">
      <QuizHeader test={test} headingRef={headingRef} mode="Practice" />
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Practise the {count === 1 ? "question" : `${count} questions`} of this test at your own
        pace, in a new order each time.
      </p>
      <ul className="mt-5 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        <li>No timer: take as long as you need.</li>
        <li>
          After each question you see whether you were right, the correct answer, why, and the
          lesson page that teaches it.
        </li>
        <li>Before you check an answer you may say how sure you are: Sure, Unsure or Guessing.</li>
        <li>At the end you can retry only the questions you missed or were unsure of.</li>
      </ul>
      <p className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
        Practice does not change your best score for the timed test. Questions you miss or are
        unsure of go to your <strong>review deck</strong>, which is kept only in this browser.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={`/test/${test.id}`} variant="secondary">
          Timed test
        </ButtonLink>
        <Button onClick={onStart} disabled={!ready} className="flex-1 sm:flex-none sm:px-8">
          Start Practice
        </Button>
      </div>
    </Card>
  );
}

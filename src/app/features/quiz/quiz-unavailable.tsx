import { ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

/** A test without questions (spec §4): the timed quiz and practice say the same. */
export function QuizNotAvailable() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">Quiz Not Available</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          This quiz content is not available or hasn't been generated yet.
        </p>
        <ButtonLink to="/tests" className="mt-6">
          Back to Tests
        </ButtonLink>
      </Card>
    </div>
  );
}

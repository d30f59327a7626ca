import { type Ref, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import type { TestProgress } from "../../lib/progress.ts";
import { QuizHeader } from "./quiz-header.tsx";
import { type RunningAttempt, TIMINGS, type TimingId, timingSeconds } from "./quiz-state.ts";
import { formatDuration } from "./quiz-timer.tsx";
import type { QuizTest } from "./quiz-types.ts";
import { ResumeOffer } from "./resume-offer.tsx";

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  // Figures sit at the bottom, level with each other however a label wraps.
  return (
    <div
      className={`flex flex-col justify-between rounded-lg bg-slate-50 px-3 py-3 sm:px-4 dark:bg-slate-800/60 ${wide ? "col-span-3 sm:col-span-2" : ""}`}
    >
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-lg leading-snug font-semibold break-words">{value}</dd>
    </div>
  );
}

function TimingChoice({
  test,
  timing,
  onTiming,
}: {
  test: QuizTest;
  timing: TimingId;
  onTiming: (timing: TimingId) => void;
}) {
  return (
    <fieldset className="mt-6">
      <legend className="text-base font-semibold">Timing</legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Need more time? Choose extra time, or practise without a timer.
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {TIMINGS.map((option) => {
          const seconds = timingSeconds(option.id, test.timeLimit);
          return (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-slate-600 dark:has-checked:border-brand-300 dark:has-checked:bg-slate-800"
            >
              <input
                type="radio"
                name="timing"
                value={option.id}
                checked={timing === option.id}
                onChange={() => onTiming(option.id)}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm">
                <span className="font-semibold">{option.label}</span>
                <span className="block text-slate-600 dark:text-slate-300">
                  {seconds === null ? "No timer" : formatDuration(seconds)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function QuizIntro({
  test,
  timing,
  progress,
  saved,
  headingRef,
  startRef,
  onTiming,
  onStart,
  onResume,
  onStartOver,
}: {
  test: QuizTest;
  timing: TimingId;
  progress: TestProgress | undefined;
  /** An attempt left running in this browser, offered instead of a new start. */
  saved: RunningAttempt | null;
  headingRef: Ref<HTMLHeadingElement>;
  startRef: Ref<HTMLButtonElement>;
  onTiming: (timing: TimingId) => void;
  onStart: () => void;
  onResume: (attempt: RunningAttempt) => void;
  onStartOver: () => void;
}) {
  const count = test.questions.length;
  // The quiz runs in the browser: until its script has loaded, Start would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <Card className="p-6 sm:p-8">
      <QuizHeader test={test} headingRef={headingRef} showId />
      <p className="mt-3 text-slate-600 dark:text-slate-300">{test.description}</p>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
        <Fact label="Category" value={test.category} wide />
        <Fact label="Questions" value={String(count)} />
        <Fact label="Time limit" value={`${test.timeLimit} min`} />
        <Fact label="Passing score" value={`${test.passingScore}%`} />
      </dl>
      {progress ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Your best score so far: <strong>{progress.bestScore}%</strong> (
          {progress.attempts === 1 ? "1 attempt" : `${progress.attempts} attempts`})
        </p>
      ) : null}
      {saved ? (
        <ResumeOffer
          attempt={saved}
          total={count}
          onResume={() => onResume(saved)}
          onStartOver={onStartOver}
        />
      ) : (
        <TimingChoice test={test} timing={timing} onTiming={onTiming} />
      )}
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Answer {count === 1 ? "the question" : `all ${count} questions`}; choose with the mouse or
        press 1–4 or A–D, then Enter to submit. You need {test.passingScore}% to pass; a question
        left unanswered when the time runs out counts as wrong.
      </p>
      {test.lesson ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          The lesson it checks:{" "}
          <Link
            to={`/topic/${test.lesson.id}`}
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {test.lesson.title}
          </Link>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        Or practise first: no timer, the answer after each question, and your best score stays as it
        is.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/tests" variant="secondary">
          Back
        </ButtonLink>
        {saved ? null : (
          <Button
            ref={startRef}
            onClick={onStart}
            disabled={!ready}
            className="flex-1 sm:flex-none sm:px-8"
          >
            Start Quiz
          </Button>
        )}
        <ButtonLink to={`/test/${test.id}/practice`} variant="secondary">
          Practice
        </ButtonLink>
      </div>
    </Card>
  );
}

import { Button } from "../../components/ui/button.tsx";
import type { RunningAttempt } from "./quiz-state.ts";
import { formatClock, useCountdown } from "./quiz-timer.tsx";

const noop = () => {};

/** An attempt left running in this browser (a reload, a closed tab): resume it or start over. */
export function ResumeOffer({
  attempt,
  total,
  onResume,
  onStartOver,
}: {
  attempt: RunningAttempt;
  total: number;
  onResume: () => void;
  onStartOver: () => void;
}) {
  const ticking = useCountdown(attempt.deadline, noop);
  const secondsLeft =
    attempt.deadline === null
      ? null
      : (ticking ?? Math.max(0, Math.ceil((attempt.deadline - Date.now()) / 1000)));
  const expired = secondsLeft === 0;
  const place = `question ${attempt.index + 1} of ${total}`;
  return (
    <section
      aria-labelledby="resume-heading"
      className="mt-6 rounded-xl border border-brand-600/40 bg-brand-50 p-4 sm:p-5 dark:border-brand-300/40 dark:bg-slate-800"
    >
      <h2 id="resume-heading" className="text-base font-semibold">
        Unfinished attempt
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        {expired
          ? `You stopped at ${place}, and its time ran out while you were away. Your answers so far count; unanswered questions count as wrong.`
          : `You stopped at ${place}, with ${secondsLeft === null ? "no timer" : `${formatClock(secondsLeft)} left`}.`}
      </p>
      <div className="mt-4 grid gap-3 sm:flex">
        <Button onClick={onResume} className="sm:px-6">
          {expired ? "See your result" : "Resume your attempt"}
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </div>
    </section>
  );
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score as a ring filled to its share of the whole, with the figure in words inside. */
export function ScoreRing({ score, passed }: { score: number; passed: boolean }) {
  const share = Math.min(100, Math.max(0, score)) / 100;
  return (
    <div className="relative size-32 shrink-0">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-32 -rotate-90">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          data-score-arc
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeDasharray={`${(share * CIRCUMFERENCE).toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`}
          className={
            passed ? "stroke-green-600 dark:stroke-green-500" : "stroke-red-600 dark:stroke-red-500"
          }
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-bold tabular-nums">{score}%</span>
        <span className="text-xs font-medium text-slate-600 dark:text-slate-300">score</span>
      </div>
    </div>
  );
}

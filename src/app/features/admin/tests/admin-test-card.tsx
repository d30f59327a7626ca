import type { ReactNode } from "react";
import type { AnswerSpread } from "../../../../shared/schemas/content.ts";
import { Badge, LevelBadge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { plural } from "../../../lib/list-filters.ts";
import type { AdminTest } from "../queries.ts";
import { Spinner } from "../ui/spinner.tsx";
import { crowdedLetter, formatSpread } from "./answer-spread.ts";
import { InlineNumber } from "./inline-number.tsx";

export interface CardActions {
  onSaveNumber: (
    test: AdminTest,
    field: "timeLimit" | "passingScore",
    value: number,
  ) => Promise<boolean>;
  onGenerate: (test: AdminTest) => void;
  onEdit: (test: AdminTest) => void;
  onHistory: (test: AdminTest) => void;
  onDelete: (test: AdminTest) => void;
}

export function AdminTestCard({
  test,
  generating,
  progress,
  savingField,
  actions,
}: {
  test: AdminTest;
  generating: boolean;
  /** The running generation's progress, shown under the buttons. */
  progress?: ReactNode;
  savingField: "timeLimit" | "passingScore" | null;
  actions: CardActions;
}) {
  const titleId = `admin-test-${test.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs text-slate-600 dark:text-slate-400">ID {test.id}</span>
        <LevelBadge level={test.level} />
        {test.hasContent ? (
          <Badge className="bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
            {plural(test.questionCount, "question")}
          </Badge>
        ) : null}
        {test.isActive ? null : <Badge>Inactive</Badge>}
      </div>
      <h2
        id={titleId}
        className="mt-3 text-lg leading-snug font-semibold text-slate-900 dark:text-white"
      >
        {test.title}
      </h2>
      <p className="mt-1 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
        {test.description}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Category">
          <span className="font-semibold text-slate-900 dark:text-white">{test.category}</span>
        </Fact>
        <Fact label="Quiz">
          {test.hasContent ? (
            <span className="font-semibold text-green-800 dark:text-green-300">Generated</span>
          ) : (
            <span className="font-semibold text-slate-700 dark:text-slate-300">No quiz</span>
          )}
        </Fact>
        <Fact label="Time limit">
          <InlineNumber
            label="Time limit"
            value={test.timeLimit}
            unit="minutes"
            display={plural(test.timeLimit, "minute")}
            saving={savingField === "timeLimit"}
            onSave={(value) => actions.onSaveNumber(test, "timeLimit", value)}
          />
        </Fact>
        <Fact label="Passing score">
          <InlineNumber
            label="Passing score"
            value={test.passingScore}
            unit="%"
            display={`${test.passingScore}%`}
            saving={savingField === "passingScore"}
            onSave={(value) => actions.onSaveNumber(test, "passingScore", value)}
          />
        </Fact>
      </dl>
      {test.hasContent && test.answerSpread ? <SpreadLine spread={test.answerSpread} /> : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        <Button
          variant="primary"
          onClick={() => actions.onGenerate(test)}
          disabled={generating}
          className="px-3"
        >
          {generating ? <Spinner /> : null}
          {generating ? "Generating..." : "Generate"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => actions.onEdit(test)}
          aria-label={`Edit ${test.title}`}
          className="px-3"
        >
          Edit
        </Button>
        {test.hasContent ? (
          <Button
            variant="secondary"
            onClick={() => actions.onHistory(test)}
            aria-label={`History of ${test.title}`}
            className="px-3"
          >
            History
          </Button>
        ) : null}
        <ButtonLink to="/tests" variant="secondary" className="px-3">
          View Public
        </ButtonLink>
        <button
          type="button"
          onClick={() => actions.onDelete(test)}
          aria-label={`Delete ${test.title}`}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
        >
          Delete
        </button>
      </div>
      {progress}
    </article>
  );
}

/** How the correct answers fall over A-D; a crowded letter is flagged (guessing it would pay). */
function SpreadLine({ spread }: { spread: AnswerSpread }) {
  const crowded = crowdedLetter(spread);
  return (
    <p
      className={`mt-3 text-sm ${crowded ? "font-semibold text-amber-800 dark:text-amber-300" : "text-slate-700 dark:text-slate-300"}`}
    >
      {formatSpread(spread)}
      {crowded ? ` (uneven: most answers are ${crowded})` : null}
    </p>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    // While a number is being edited its editor needs the card's full width.
    <div className="min-w-0 has-[input]:col-span-2">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 flex min-h-11 items-center break-words">{children}</dd>
    </div>
  );
}

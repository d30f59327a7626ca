import type { ReactNode } from "react";
import type { AnswerSpread } from "../../../../shared/schemas/content.ts";
import { Badge, LevelBadge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { plural } from "../../../lib/list-filters.ts";
import type { AdminTest } from "../queries.ts";
import type { AiStatus } from "../ui/ai-status-notice.tsx";
import { CardDeleteButton, GenerationButton } from "../ui/card-actions.tsx";
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
  onStatistics: (test: AdminTest) => void;
  onDelete: (test: AdminTest) => void;
}

export function AdminTestCard({
  test,
  generating,
  progress,
  savingField,
  ai,
  actions,
}: {
  test: AdminTest;
  generating: boolean;
  /** Whether an AI provider is set up: generation is the main action only then. */
  ai: AiStatus["state"];
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
      {/* Relative: a number's error message floats under its row, across the whole list. */}
      <dl className="relative mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
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
        <Fact label="Time limit" unit="minutes">
          <InlineNumber
            label="Time limit"
            value={test.timeLimit}
            unit="minutes"
            display={plural(test.timeLimit, "minute")}
            saving={savingField === "timeLimit"}
            onSave={(value) => actions.onSaveNumber(test, "timeLimit", value)}
          />
        </Fact>
        <Fact label="Passing score" unit="%">
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
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <GenerationButton
          hasContent={test.hasContent}
          busy={generating}
          ai={ai}
          aria-describedby={titleId}
          onClick={() => actions.onGenerate(test)}
        />
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
        {test.hasContent ? (
          <Button
            variant="secondary"
            onClick={() => actions.onStatistics(test)}
            aria-label={`Answer statistics of ${test.title}`}
            className="px-3"
          >
            Statistics
          </Button>
        ) : null}
        <ButtonLink to="/tests" variant="secondary" className="px-3">
          View Public
        </ButtonLink>
        <CardDeleteButton
          aria-label={`Delete ${test.title}`}
          onClick={() => actions.onDelete(test)}
        />
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

/** One fact; a number being edited names its unit in the label, as the editor has no room. */
function Fact({ label, unit, children }: { label: string; unit?: string; children: ReactNode }) {
  return (
    <div className="group/fact min-w-0">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">
        {label}
        {unit ? (
          <span aria-hidden="true" className="hidden group-has-[input]/fact:inline">
            {" "}
            ({unit})
          </span>
        ) : null}
      </dt>
      <dd className="mt-0.5 flex min-h-11 items-center break-words">{children}</dd>
    </div>
  );
}

import {
  COUNTED_CHOICES,
  type CountedChoice,
  FLAG_MIN_ANSWERS,
  type QuestionFlag,
  type QuestionStats,
} from "../../../../shared/answer-stats.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { plural } from "../../../lib/list-filters.ts";
import { Dialog } from "../ui/dialog.tsx";
import { EmptyState, LoadError } from "../ui/list-states.tsx";
import { useAnswerStats } from "./answer-stats-api.ts";

// Statistics: how the visitors who chose to send their answers answered each question, and
// what that says about the question (ADR 031).

const FLAG_TEXT: Record<QuestionFlag, string> = {
  distractor: "A wrong option is chosen more than the answer",
  "too-easy": "Nearly everyone gets it right",
  "too-hard": "No better than guessing",
  reported: "Often reported by readers",
};

const CHOICE_LABEL: Record<CountedChoice, string> = {
  A: "A",
  B: "B",
  C: "C",
  D: "D",
  none: "Unanswered",
};

/** What the owner can do about a flagged question: edit it by hand, or have AI rewrite it. */
export interface FlaggedActions {
  onEdit: (question: QuestionStats) => void;
  onRefresh: (question: QuestionStats) => void;
}

export function AnswerStatsDialog({
  target,
  onClose,
  actions,
}: {
  target: { id: number; title: string } | null;
  onClose: () => void;
  actions: FlaggedActions;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      wide
      title="Answer Statistics"
      description={
        target
          ? `How visitors who chose to send their answers answered "${target.title}". Counts only, with no visitor identifiers; questions are flagged from ${FLAG_MIN_ANSWERS} answers on.`
          : undefined
      }
    >
      {target ? <StatsList testId={target.id} actions={actions} /> : null}
    </Dialog>
  );
}

function StatsList({ testId, actions }: { testId: number; actions: FlaggedActions }) {
  const stats = useAnswerStats(testId);
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading statistics..." className="mt-4 space-y-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadError
        title="Could not load statistics"
        message={stats.error.message}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const sent = Math.max(0, ...stats.data.map((question) => question.total));
  const reported = stats.data.some((question) => question.reports > 0);
  if (sent === 0 && !reported) {
    return (
      <EmptyState
        className="mt-4"
        title="No answers yet"
        text="Visitors can send their answers from the results of this test. Nothing is counted unless they do."
      />
    );
  }
  const flagged = stats.data.filter((question) => question.flags.length > 0).length;
  return (
    <>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {plural(sent, "visitor")} sent their answers · {plural(flagged, "question")} flagged
      </p>
      <ol className="mt-4 space-y-4">
        {stats.data.map((question) => (
          <QuestionRow key={question.key} question={question} actions={actions} />
        ))}
      </ol>
    </>
  );
}

function QuestionRow({ question, actions }: { question: QuestionStats; actions: FlaggedActions }) {
  const share = (count: number) =>
    question.total === 0 ? 0 : Math.round((count / question.total) * 100);
  const textId = `answer-stats-question-${question.key}`;
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <p id={textId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {question.index + 1}. {question.question}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {question.right} of {question.total} right ({share(question.right)}%) · answer{" "}
        {question.correct}
        {question.reports > 0 ? ` · ${plural(question.reports, "open report")}` : ""}
      </p>
      {question.flags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Flags">
          {question.flags.map((flag) => (
            <li key={flag}>
              <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                {FLAG_TEXT[flag]}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-3 space-y-1.5">
        {COUNTED_CHOICES.map((choice) => {
          const count = question.counts[choice];
          const isKey = choice === question.correct;
          return (
            <div
              key={choice}
              className="grid grid-cols-[6.5rem_1fr_4.5rem] items-center gap-2 text-xs"
            >
              <dt
                className={
                  isKey
                    ? "font-semibold text-green-800 dark:text-green-300"
                    : "text-slate-700 dark:text-slate-300"
                }
              >
                {CHOICE_LABEL[choice]}
                {isKey ? " (answer)" : ""}
              </dt>
              <dd
                className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                aria-hidden="true"
              >
                <div
                  className={`h-full rounded-full ${isKey ? "bg-green-600 dark:bg-green-400" : "bg-slate-400 dark:bg-slate-500"}`}
                  style={{ width: `${share(count)}%` }}
                />
              </dd>
              <dd className="text-right tabular-nums text-slate-700 dark:text-slate-300">
                {count} · {share(count)}%
              </dd>
            </div>
          );
        })}
      </dl>
      {question.flags.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="px-3"
            aria-describedby={textId}
            onClick={() => actions.onEdit(question)}
          >
            Edit
          </Button>
          <Button
            variant="secondary"
            className="px-3"
            aria-describedby={textId}
            onClick={() => actions.onRefresh(question)}
          >
            Refresh with AI
          </Button>
        </div>
      ) : null}
    </li>
  );
}

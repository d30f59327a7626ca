import { questionFixPrompt } from "../../../../shared/fix-prompts.ts";
import { Skeleton } from "../../../components/ui/card.tsx";
import { errorMessage } from "../api.ts";
import { RefreshPartDialog } from "../generation/refresh-part-dialog.tsx";
import { reportsForPrompt } from "../reports/report-prompt.ts";
import { useTestReports } from "../reports/reports-api.ts";
import { Dialog } from "../ui/dialog.tsx";
import { LoadError } from "../ui/list-states.tsx";
import { useAnswerStats } from "./answer-stats-api.ts";

/**
 * Refresh with AI of one question, from its statistics or its problem reports: the prompt says
 * what both say (shared/fix-prompts.ts), so it waits for both before the dialog opens.
 */
export function QuestionRefreshDialog({
  test,
  questionKey,
  onClose,
}: {
  test: { id: number; title: string };
  questionKey: string;
  onClose: () => void;
}) {
  const stats = useAnswerStats(test.id);
  const reports = useTestReports(test.id);
  if (stats.data && reports.data) {
    const question = stats.data.find((item) => item.key === questionKey);
    const place = reports.data.find((item) => item.questionKey === questionKey);
    if (question) {
      return (
        <RefreshPartDialog
          target={{ kind: "test", id: test.id, title: test.title }}
          part={{ questionKey, label: `question ${question.index + 1}: ${question.question}` }}
          initialPrompt={questionFixPrompt(
            question,
            place ? reportsForPrompt("question", place.reports) : [],
          )}
          onClose={onClose}
        />
      );
    }
  }
  const failed = stats.error ?? reports.error;
  const gone = stats.data !== undefined && !stats.data.some((item) => item.key === questionKey);
  return (
    <Dialog open onClose={onClose} title="Refresh this question with AI" wide>
      {failed || gone ? (
        <LoadError
          title={gone ? "This question has changed" : "Could not load the question"}
          message={
            gone
              ? "It was edited or replaced since. Close this and look at the test as it is now."
              : errorMessage(failed, "Please try again.")
          }
          onRetry={() => {
            void stats.refetch();
            void reports.refetch();
          }}
        />
      ) : (
        <div role="status" aria-label="Loading the question..." className="space-y-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
        </div>
      )}
    </Dialog>
  );
}

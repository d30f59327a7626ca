import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { type InProgress, useCancelJob } from "./jobs-api.ts";
import { ProgressBar } from "./progress-bar.tsx";

/**
 * Under a busy card's buttons: what the job is doing, how far it is, and Cancel (the content
 * stays as it was, so no confirmation is asked).
 */
export function JobProgress({ progress }: { progress: InProgress }) {
  const cancel = useCancelJob();
  const { job } = progress;
  const phase = job?.phase ?? "Starting";
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm break-words text-slate-700 dark:text-slate-200">
          <span className="sr-only">Generation: </span>
          {phase}
          {job ? (
            <span className="text-slate-600 dark:text-slate-300"> · {job.progress}%</span>
          ) : null}
        </p>
        <Button
          variant="secondary"
          className="shrink-0 px-3"
          disabled={!job || cancel.isPending}
          onClick={() => {
            if (job) cancel.mutate(job);
          }}
        >
          {cancel.isPending ? <Spinner /> : null}
          Cancel
        </Button>
      </div>
      <ProgressBar
        className="mt-2"
        value={job?.progress ?? 0}
        label="Generation progress"
        valueText={`${job?.progress ?? 0}%, ${phase}`}
      />
    </div>
  );
}

import type { AdminSettings } from "../queries.ts";
import { Spinner } from "../ui/spinner.tsx";

/** Whether AI generation can run: an error or `configured: false` both mean it cannot. */
export function aiReady(settings: { data?: AdminSettings | undefined; isError: boolean }) {
  return !settings.isError && settings.data?.ai.configured === true;
}

const CODE = "rounded bg-amber-100 px-1 font-mono text-xs dark:bg-amber-900/60";

/** What the generate dialog says about the AI provider before offering to generate. */
export function AiStatusNotice({
  settings,
}: {
  settings: { data?: AdminSettings | undefined; isError: boolean; isPending: boolean };
}) {
  if (settings.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner /> Checking the AI provider...
      </p>
    );
  }
  if (aiReady(settings)) {
    const { provider, model } = settings.data!.ai;
    return (
      <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
        AI provider: <strong>{provider ?? "configured"}</strong>
        {model ? ` (${model})` : ""}
      </p>
    );
  }
  return (
    <div
      role="note"
      aria-label="AI provider not configured"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">AI provider not configured</p>
      <p className="mt-1">
        Quiz generation needs an AI provider. Set these environment variables on the server, then
        restart it:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <code className={CODE}>AI_PROVIDER</code>: <code className={CODE}>openai</code>,{" "}
          <code className={CODE}>anthropic</code> or <code className={CODE}>openai-compatible</code>
        </li>
        <li>
          <code className={CODE}>AI_MODEL</code>: the model to use
        </li>
        <li>
          <code className={CODE}>AI_API_KEY</code>: the provider's API key
        </li>
        <li>
          <code className={CODE}>AI_BASE_URL</code>: the server's address, for{" "}
          <code className={CODE}>openai-compatible</code> only
        </li>
      </ul>
      <p className="mt-2">The README explains each setting.</p>
    </div>
  );
}

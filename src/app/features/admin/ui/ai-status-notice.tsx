import { useId } from "react";
import { useSettings } from "../queries.ts";
import { Spinner } from "./spinner.tsx";

// Whether AI generation can run, for every generate dialog: the owner is told how to set a
// provider up instead of being offered a button that fails.

export type AiStatus =
  | { state: "checking" }
  | { state: "ready"; provider: string | null; model: string | null }
  | { state: "not-configured" };

/** From GET /api/settings; no answer counts as not configured. */
export function useAiStatus(): AiStatus {
  const settings = useSettings();
  if (settings.isPending) return { state: "checking" };
  if (settings.isError || !settings.data.ai.configured) return { state: "not-configured" };
  return { state: "ready", provider: settings.data.ai.provider, model: settings.data.ai.model };
}

const CODE = "rounded bg-amber-100 px-1 font-mono text-xs dark:bg-amber-900/60";

/** The environment variables that set up a provider, with what each holds (one list for every screen). */
export function AiSetupList({ code = CODE }: { code?: string }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      <li>
        <code className={code}>AI_PROVIDER</code>: <code className={code}>openai</code>,{" "}
        <code className={code}>anthropic</code> or <code className={code}>openai-compatible</code>
      </li>
      <li>
        <code className={code}>AI_MODEL</code>: the model to use, as the provider names it
      </li>
      <li>
        <code className={code}>AI_API_KEY</code>: the provider's API key (kept on the server, never
        shown here)
      </li>
      <li>
        <code className={code}>AI_BASE_URL</code>: the server's http(s) address, for{" "}
        <code className={code}>openai-compatible</code> only
      </li>
    </ul>
  );
}

/** In a generate dialog: checking, the provider in use, or how to set one up. */
export function AiStatusNotice({ status }: { status: AiStatus }) {
  const id = useId();
  if (status.state === "checking") {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner />
        Checking the AI provider...
      </p>
    );
  }
  if (status.state === "ready") {
    const using = [status.provider, status.model].filter(Boolean).join(" · ");
    return using ? (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        AI provider: <strong className="text-slate-900 dark:text-white">{using}</strong>
      </p>
    ) : null;
  }
  return (
    <div
      role="note"
      aria-labelledby={id}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p id={id} className="font-semibold">
        AI provider not configured
      </p>
      <p className="mt-1">
        Generating content needs an AI provider. Set these environment variables on the server, then
        restart it:
      </p>
      <AiSetupList />
      <p className="mt-2">The README explains each variable.</p>
    </div>
  );
}

/** Above the Topics and Tests lists, only while no provider is set up: why, and the fix. */
export function AiMissingNotice({
  status,
  className = "",
}: {
  status: AiStatus;
  className?: string;
}) {
  const id = useId();
  if (status.state !== "not-configured") return null;
  return (
    <div
      role="note"
      aria-labelledby={id}
      className={`flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.2H9.1V6zm0 6.8h1.8v1.8H9.1v-1.8z" />
      </svg>
      <div>
        <p id={id} className="font-semibold">
          AI provider not configured
        </p>
        <p className="mt-1">
          Generate and Refresh need one. On the server, set{" "}
          <code className={CODE}>AI_PROVIDER</code> (<code className={CODE}>openai</code>,{" "}
          <code className={CODE}>anthropic</code> or <code className={CODE}>openai-compatible</code>
          ), <code className={CODE}>AI_MODEL</code> and <code className={CODE}>AI_API_KEY</code> (or{" "}
          <code className={CODE}>AI_BASE_URL</code> for an OpenAI-compatible server), then restart
          it. The README's Configuration section explains each variable.
        </p>
      </div>
    </div>
  );
}

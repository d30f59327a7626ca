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

const VARIABLES = [
  ["AI_PROVIDER", "openai, anthropic or openai-compatible"],
  ["AI_MODEL", "the model to use"],
  ["AI_API_KEY", "the provider's API key"],
  ["AI_BASE_URL", "the endpoint, for openai-compatible only"],
] as const;

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
      <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {VARIABLES.map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-amber-100 px-1 font-mono text-xs dark:bg-amber-900/60">
                {name}
              </code>
            </dt>
            <dd className="mb-1 sm:mb-0">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">The README explains each variable.</p>
    </div>
  );
}

import { Badge } from "../../../components/ui/badge.tsx";
import type { AdminSettings } from "../queries.ts";
import { AiSetupList } from "../ui/ai-status-notice.tsx";

const PROVIDER_NAMES: Record<string, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  "openai-compatible": "OpenAI-compatible server",
};

/** Whether topic and test generation has an AI provider, and how to set one up if not. */
export function AiProviderStatus({ ai }: { ai: AdminSettings["ai"] }) {
  return (
    <section
      aria-labelledby="ai-provider-title"
      className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="ai-provider-title" className="font-semibold text-slate-900 dark:text-white">
          AI Provider
        </h3>
        {ai.configured ? (
          <Badge className="bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100">
            Configured
          </Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
            Not configured
          </Badge>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Provider</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          {ai.provider ? (PROVIDER_NAMES[ai.provider] ?? ai.provider) : "Not set"}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Model</dt>
        <dd className="break-all text-slate-900 dark:text-slate-100">{ai.model ?? "Not set"}</dd>
      </dl>
      {ai.configured ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Topic and test content can be generated with this provider. To change it, edit the
          environment variables and restart the server.
        </p>
      ) : (
        <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          <p>
            Generating topic and test content needs an AI provider. Set these environment variables
            on the server, then restart the server:
          </p>
          <AiSetupList code="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100" />
          <p className="mt-2">
            An API key is needed for OpenAI and Anthropic; an OpenAI-compatible server needs
            AI_BASE_URL and may not need a key. The README's Configuration section has the details.
          </p>
        </div>
      )}
    </section>
  );
}

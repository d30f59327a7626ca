import { useId, useState } from "react";
import { TEST_DEFAULTS } from "../../../../shared/constants.ts";
import { Field } from "../../../components/form/field.tsx";
import { LevelBadge } from "../../../components/ui/badge.tsx";
import { useStartGeneration } from "../generation/jobs-api.ts";
import type { AdminTest } from "../queries.ts";
import { AiStatusNotice, useAiStatus } from "../ui/ai-status-notice.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { SubmitRow } from "../ui/form-parts.tsx";
import { ReplaceConfirm } from "../ui/replace-confirm.tsx";
import {
  defaultQuizPrompt,
  quizGeneration,
  refreshQuizPrompt,
  useGeneratingTests,
} from "./use-generation.ts";

/** Generate AI Quiz Content for a test without questions; Refresh for one that has them. */
export function GenerateDialog({ test, onClose }: { test: AdminTest | null; onClose: () => void }) {
  const refresh = test?.hasContent ?? false;
  return (
    <Dialog
      open={test !== null}
      onClose={onClose}
      title={refresh ? "Refresh AI Quiz Content" : "Generate AI Quiz Content"}
      description={
        refresh
          ? "Revise this test's questions with AI: the current ones go to the model, which keeps what is right and fixes the rest. They stay until the new ones are ready."
          : undefined
      }
      wide
    >
      {test ? <GenerateForm key={test.id} test={test} onClose={onClose} /> : null}
    </Dialog>
  );
}

function GenerateForm({ test, onClose }: { test: AdminTest; onClose: () => void }) {
  const id = useId();
  const ai = useAiStatus();
  const generate = useStartGeneration();
  const running = useGeneratingTests().has(test.id);
  const pending = generate.isPending;
  const [prompt, setPrompt] = useState(() =>
    test.hasContent ? refreshQuizPrompt(test.level) : defaultQuizPrompt(test.level),
  );
  const ready = ai.state === "ready";
  // Refreshing replaces questions the owner may care about: it asks first (issue 14).
  const refresh = test.hasContent;
  const [confirming, setConfirming] = useState(false);
  // The job runs in the background: the card shows its progress, a toast its end.
  const start = () =>
    generate.mutate(quizGeneration(test, prompt.trim()), {
      onSuccess: onClose,
      onError: () => setConfirming(false),
    });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || pending || running || !prompt.trim()) return;
          if (refresh) setConfirming(true);
          else start();
        }}
      >
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-3 dark:bg-slate-800/60">
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Test</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{test.title}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Category</dt>
            <dd className="text-slate-900 dark:text-white">{test.category}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Level</dt>
            <dd>
              <LevelBadge level={test.level} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Time limit</dt>
            <dd className="text-slate-900 dark:text-white">
              {test.timeLimit || TEST_DEFAULTS.timeLimit} minutes
            </dd>
          </div>
        </dl>
        <div className="mt-4">
          <AiStatusNotice status={ai} />
        </div>
        <Field
          id={`${id}-prompt`}
          label="AI prompt"
          className="mt-4"
          hint="The test's title and category are inserted automatically."
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={4000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
          )}
        </Field>
        <SubmitRow
          onCancel={onClose}
          pending={pending}
          pendingText={refresh ? "Refreshing..." : "Generating..."}
          disabled={!ready || running || !prompt.trim()}
        >
          {refresh ? "Refresh Quiz" : "Generate Quiz"}
        </SubmitRow>
      </form>
      <ReplaceConfirm
        open={confirming}
        noun="question"
        count={test.questionCount}
        title={test.title}
        pending={pending}
        onConfirm={start}
        onBack={() => setConfirming(false)}
      />
    </>
  );
}

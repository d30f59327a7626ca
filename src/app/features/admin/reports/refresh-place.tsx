import { useState } from "react";
import { pageFixPrompt } from "../../../../shared/fix-prompts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { RefreshPartDialog } from "../generation/refresh-part-dialog.tsx";
import { QuestionRefreshDialog } from "../tests/question-refresh-dialog.tsx";
import { reportsForPrompt } from "./report-prompt.ts";
import type { ReportedPlace } from "./reports-api.ts";

/**
 * "Refresh with AI" of a reported place: a job that rewrites that one lesson page or question
 * (ADR 033), with a prompt that quotes the open reports (and, for a question, its statistics).
 */
export function RefreshPlaceButton({ place }: { place: ReportedPlace }) {
  const [open, setOpen] = useState(false);
  const title = place.contentTitle ?? "";
  // A question edited since has no key to rewrite: its reports are about text no longer shown.
  if (place.kind === "question" && !place.question) return null;
  if (place.kind === "lesson" && place.pageTitle === null) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Refresh with AI
      </Button>
      {!open ? null : place.kind === "lesson" ? (
        <RefreshPartDialog
          target={{ kind: "topic", id: place.contentId, title }}
          part={{ page: place.page!, label: `page ${place.page}: ${place.pageTitle}` }}
          initialPrompt={pageFixPrompt(place.page!, reportsForPrompt("lesson", place.reports))}
          onClose={close}
        />
      ) : (
        <QuestionRefreshDialog
          test={{ id: place.contentId, title }}
          questionKey={place.questionKey!}
          onClose={close}
        />
      )}
    </>
  );
}

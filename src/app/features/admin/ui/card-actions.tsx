import type { ComponentProps } from "react";
import type { ButtonVariant } from "../../../components/ui/button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { AiStatus } from "./ai-status-notice.tsx";
import { Spinner } from "./spinner.tsx";

// The actions every topic and test card shares, so both lists read alike: generation first,
// then Edit and History, Delete last and apart, in one style.

/**
 * Generate while there is no content, Refresh once there is. It is the card's main action only
 * when an AI provider is set up; without one it is an ordinary button, and the page says why.
 */
export function GenerationButton({
  hasContent,
  busy,
  ai,
  ...props
}: Omit<ComponentProps<typeof Button>, "children" | "variant"> & {
  hasContent: boolean;
  busy: boolean;
  ai: AiStatus["state"];
}) {
  const variant: ButtonVariant = ai === "ready" ? "primary" : "secondary";
  return (
    <Button {...props} variant={variant} disabled={busy || props.disabled} className="px-3">
      {busy ? <Spinner /> : null}
      {busy
        ? hasContent
          ? "Refreshing..."
          : "Generating..."
        : hasContent
          ? "Refresh"
          : "Generate"}
    </Button>
  );
}

/** The card's Delete: outlined in red, pushed to the end of the row; it opens a confirmation. */
export function CardDeleteButton(props: Omit<ComponentProps<"button">, "children" | "className">) {
  return (
    <button
      type="button"
      {...props}
      className="ml-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
    >
      Delete
    </button>
  );
}

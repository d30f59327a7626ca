import { useEffect } from "react";

/**
 * Brings the field with this id into view and focuses it once, after its dialog has opened and
 * focused its first control (the owner came to fix that field). Only the dialog scrolls: the
 * page behind it stays where it was. null: nothing to do.
 */
export function useFocusField(fieldId: string | null) {
  useEffect(() => {
    if (fieldId === null) return;
    const timer = setTimeout(() => {
      const field = document.getElementById(fieldId);
      if (!field) return;
      const frame = field.closest("dialog");
      if (frame) {
        const top = field.getBoundingClientRect().top - frame.getBoundingClientRect().top;
        frame.scrollTop += top - frame.clientHeight / 3;
      }
      field.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [fieldId]);
}

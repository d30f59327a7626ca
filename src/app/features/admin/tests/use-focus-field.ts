import { useEffect } from "react";

/**
 * Brings the field with this id into view and focuses it once, after its dialog has opened and
 * focused its first control (the owner came to fix that field). null: nothing to do.
 */
export function useFocusField(fieldId: string | null) {
  useEffect(() => {
    if (fieldId === null) return;
    const timer = setTimeout(() => {
      const field = document.getElementById(fieldId);
      field?.scrollIntoView({ block: "center" });
      field?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [fieldId]);
}

/** Back to the top (timer, progress and question in view), with focus on the new content. */
export function focusFromTop(element: HTMLElement | null) {
  window.scrollTo({ top: 0 });
  element?.focus({ preventScroll: true });
}

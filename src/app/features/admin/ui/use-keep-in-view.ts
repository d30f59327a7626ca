import { type RefObject, useEffect } from "react";

/**
 * Keeps the current item of a sideways-scrolling strip (the admin sections, a row of tabs) in
 * view: when `key` changes and when the window is resized, the strip scrolls just enough to show
 * the item `selector` finds in it. The page itself never scrolls.
 */
export function useKeepInView(strip: RefObject<HTMLElement | null>, selector: string) {
  useEffect(() => {
    const show = () => {
      const element = strip.current;
      const item = element?.querySelector<HTMLElement>(selector);
      if (!element || !item) return;
      const box = element.getBoundingClientRect();
      const place = item.getBoundingClientRect();
      const start = place.left - box.left + element.scrollLeft;
      const end = start + place.width;
      if (start < element.scrollLeft) element.scrollLeft = start;
      else if (end > element.scrollLeft + element.clientWidth) {
        element.scrollLeft = end - element.clientWidth;
      }
    };
    show();
    window.addEventListener("resize", show);
    return () => window.removeEventListener("resize", show);
  }, [strip, selector]);
}

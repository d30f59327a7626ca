import { useEffect, useState } from "react";

/**
 * The height of the site's sticky header, followed as it changes (its links wrap to a second
 * row on a phone), so that something sticky in the page can sit just below it.
 */
export function useHeaderHeight() {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector("body > header");
    if (!header) return;
    const update = () => setHeight(Math.round(header.getBoundingClientRect().height));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

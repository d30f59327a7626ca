import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The server-rendered page is complete and readable on its own, so the browser paints it first
// and hydrates right after: on a slow phone, hydration is the longest task of the load, and run
// before the first frame it holds the text back. Background tabs get no animation frames, so a
// timer starts hydration there.
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);

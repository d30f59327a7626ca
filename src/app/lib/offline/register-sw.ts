// Registers the service worker (/sw.js, ADR 027) once a page has loaded, so it never competes
// with the page for the network, and keeps the browser's offer to install the app for a button.
// Not in development (Vite serves no worker) and not from the admin area, whose pages the
// worker never answers.

/** Chromium's install offer (not in the DOM library's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let installOffer: InstallPromptEvent | null = null;
const offerListeners = new Set<() => void>();

/** The browser's current offer to install the site as an app, if it made one. */
export const installPrompt = () => installOffer;

/** Calls `listener` when the offer comes or goes; returns the stop. */
export function onInstallPrompt(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

function setOffer(offer: InstallPromptEvent | null) {
  installOffer = offer;
  for (const listener of offerListeners) listener();
}

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  if (/^\/admin(?:\/|$)/.test(location.pathname)) return;
  // Kept, not prevented: the browser still shows its own install offer where it has one.
  window.addEventListener("beforeinstallprompt", (event) => setOffer(event as InstallPromptEvent));
  window.addEventListener("appinstalled", () => setOffer(null));
  const start = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      // Saved lessons of an older build, or a day old, are fetched again while online.
      .then((registration) => registration.active?.postMessage("refresh-saved"))
      .catch(() => {
        // No worker (a private window, storage off): the site works as it always did.
      });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { installPrompt, onInstallPrompt } from "../../lib/offline/register-sw.ts";

/**
 * "Install app", only where the browser has offered to install the site (Chromium's
 * beforeinstallprompt); elsewhere nothing, as the browser's own menu offers it.
 */
export function InstallApp() {
  const [offer, setOffer] = useState(installPrompt);
  useEffect(() => {
    setOffer(installPrompt());
    return onInstallPrompt(() => setOffer(installPrompt()));
  }, []);
  if (!offer) return null;
  return (
    <section aria-labelledby="install-heading" className="mt-10">
      <h2 id="install-heading" className="text-lg font-semibold">
        Install the app
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Open the site from your home screen or app list, in its own window. Saved lessons open there
        without a connection too.
      </p>
      <Button className="mt-4" onClick={() => offer.prompt().catch(() => undefined)}>
        Install app
      </Button>
    </section>
  );
}

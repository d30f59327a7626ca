import { Button } from "../../../components/ui/button.tsx";
import { Card, Skeleton } from "../../../components/ui/card.tsx";
import { useSettings } from "../queries.ts";
import { AiProviderStatus } from "./ai-provider-status.tsx";
import { SiteSettingsForm } from "./site-settings-form.tsx";

/** The dashboard's Platform Settings card: what the public pages say, and the AI provider. */
export function PlatformSettings() {
  const settings = useSettings();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Platform Settings</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        How the public pages name the site, its owner and the donation link.
      </p>
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <div role="alert" className="mt-5 rounded-lg bg-red-50 p-4 dark:bg-red-950">
          <p className="text-sm font-medium text-red-800 dark:text-red-200">
            Could not load the settings: {settings.error.message}
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => void settings.refetch()}
            disabled={settings.isFetching}
          >
            Retry
          </Button>
        </div>
      ) : (
        <>
          <SiteSettingsForm settings={settings.data} />
          <AiProviderStatus ai={settings.data.ai} />
        </>
      )}
    </Card>
  );
}

function SettingsSkeleton() {
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2" aria-busy="true">
      <span className="sr-only">Loading settings...</span>
      {["site", "owner", "company", "donation"].map((field) => (
        <div key={field}>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-2 h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-11 w-36" />
    </div>
  );
}

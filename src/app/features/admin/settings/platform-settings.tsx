import { Card } from "../../../components/ui/card.tsx";

// Placeholder: being built (site name, owner name, donation link, AI provider status).
export function PlatformSettings() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Platform Settings</h2>
    </Card>
  );
}

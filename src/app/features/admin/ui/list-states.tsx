import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, Skeleton } from "../../../components/ui/card.tsx";

// The states every admin list shows besides its items (spec §9): loading placeholders, an
// error with a retry, and an empty state.

/** The list could not load: what failed, the server's reason and 'Try Again'. */
export function LoadError({
  title,
  message,
  onRetry,
  className = "",
}: {
  title: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Card role="alert" className={`text-center ${className}`}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}

/** Nothing to list: a heading, a line of help and, where there is one, the way forward. */
export function EmptyState({
  title,
  text,
  action,
  className = "",
}: {
  title: string;
  text: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`py-10 text-center ${className}`}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </Card>
  );
}

const CARD = "rounded-xl border border-slate-200 p-5 dark:border-slate-800";

/**
 * `count` placeholder cards, each drawn by `card`, under one loading status. `above` goes
 * before the grid (e.g. a placeholder tab bar); `testId` marks the grid, `cardTestId` each card.
 */
export function SkeletonGrid({
  label,
  count = 6,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
  above,
  testId,
  cardTestId,
  card,
}: {
  label: string;
  count?: number;
  columns?: string;
  above?: ReactNode;
  testId?: string;
  cardTestId?: string;
  card: ReactNode;
}) {
  return (
    <div role="status" aria-label={label}>
      {above}
      <div data-testid={testId} className={`grid gap-4 ${above ? "mt-6" : ""} ${columns}`}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <div key={index} aria-hidden="true" data-testid={cardTestId} className={CARD}>
            {card}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The placeholder for a row of tabs above a list. */
export function TabsSkeleton({ className = "max-w-xl" }: { className?: string }) {
  return <Skeleton className={`h-13 w-full rounded-xl ${className}`} />;
}

import type { ReactNode } from "react";

const LEVEL_COLORS: Record<string, string> = {
  beginner: "bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100",
  intermediate: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100",
  advanced: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
};
const OTHER = "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100";

export function Badge({
  children,
  className = OTHER,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {children}
    </span>
  );
}

/** Level badge: beginner green, intermediate yellow, advanced red, anything else grey (spec). */
export function LevelBadge({ level }: { level: string }) {
  return (
    <Badge className={LEVEL_COLORS[level] ?? OTHER}>
      {level.charAt(0).toUpperCase() + level.slice(1)}
    </Badge>
  );
}

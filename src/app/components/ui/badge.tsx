import type { ReactNode } from "react";

const LEVEL_COLORS: Record<string, string> = {
  beginner: "bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100",
  intermediate: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100",
  advanced: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
};
/** Component classes in app.css: grey, and brand-tinted for a category or a count. */
const OTHER = "badge-muted";
export const BRAND_BADGE = "badge-brand";

export function Badge({
  children,
  className = OTHER,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    // Padding and text size stay utilities, for callers that pass their own (see buttonClass).
    <span className={`badge px-2.5 py-0.5 text-xs ${className}`}>{children}</span>
  );
}

/** A level as badges and menus show it: 'beginner' → 'Beginner'. */
export const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

/** Level badge: beginner green, intermediate yellow, advanced red, anything else grey (spec). */
export function LevelBadge({ level }: { level: string }) {
  return <Badge className={LEVEL_COLORS[level] ?? OTHER}>{levelLabel(level)}</Badge>;
}

/** A topic's level and category, side by side, at the top of its card or page. */
export function LevelAndCategory({
  level,
  category,
  className = "",
}: {
  level: string;
  category: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <LevelBadge level={level} />
      <Badge className={BRAND_BADGE}>{category}</Badge>
    </div>
  );
}

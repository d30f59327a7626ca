import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";

/** Each variant's look is a component class in app.css: .btn-primary, .btn-secondary, ... */
export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

/**
 * Padding and text size are utilities a caller may set instead. Between two utilities of one
 * property Tailwind's order decides, not the class attribute's (px-4 beats px-3, text-sm beats
 * text-base), so a default the caller sets for all widths is left out rather than fought.
 */
const SIZE_DEFAULTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\s)px-/, "px-4"],
  [/(^|\s)py-/, "py-2"],
  [/(^|\s)text-(xs|sm|base|lg|[2-9]?xl)(\s|$)/, "text-sm"],
];

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  const sizes = SIZE_DEFAULTS.filter(([set]) => !set.test(extra)).map(([, size]) => size);
  return ["btn", `btn-${variant}`, ...sizes, extra].join(" ").trim();
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";

/** Each variant's look is a component class in app.css: .btn-primary, .btn-secondary, ... */
export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

/**
 * Padding and text size stay utilities: a caller's own px-, py- or text- class is weighed
 * against them as it always was (Tailwind's order, not the class attribute's).
 */
export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `btn btn-${variant} px-4 py-2 text-sm ${extra}`;
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

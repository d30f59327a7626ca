import { mailtoHref } from "./mail-address.ts";

const LINK =
  "break-all text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-300 dark:hover:text-white";

/** A sender's email: a mail link when it is a plain address (mail-address.ts), else plain text. */
export function EmailText({ email }: { email: string }) {
  const href = mailtoHref(email);
  if (href) {
    return (
      <a href={href} className={LINK}>
        {email}
      </a>
    );
  }
  return <span className="break-all">{email}</span>;
}

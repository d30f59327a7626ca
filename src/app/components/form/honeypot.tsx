import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A field people never see or reach; bots that fill every input fill it too, and the server
 * then answers as if it stored the submission.
 */
export function Honeypot({
  registration,
  id = "nickname",
}: {
  registration: UseFormRegisterReturn<"nickname">;
  /** Another id where the page may hold a second form (a report dialog beside a form). */
  id?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

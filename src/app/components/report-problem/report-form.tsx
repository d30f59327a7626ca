import { useEffect, useId, useRef, useState } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import {
  LESSON_REASONS,
  type ProblemReport,
  QUESTION_REASON_LABELS,
  QUESTION_REASONS,
  REASON_LABELS,
  REPORT_LIMITS,
} from "../../../shared/schemas/problem-report.ts";
import { lazyResolver } from "../../lib/lazy-resolver.ts";
import { postJson } from "../../lib/post-json.ts";
import { CharCount } from "../form/char-count.tsx";
import { Field } from "../form/field.tsx";
import { Honeypot } from "../form/honeypot.tsx";
import { Button } from "../ui/button.tsx";
import { ReasonChoice } from "./reason-choice.tsx";
import { EMPTY_FIELDS, type ReportFields, type ReportPlace } from "./report-place.ts";
import { cutQuote } from "./selected-quote.ts";

const validation = lazyResolver<ReportFields, ProblemReport>(() =>
  import("./report-validation.ts").then((module) => module.resolver),
);

const LESSON_CHOICES = LESSON_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));
const QUESTION_CHOICES = QUESTION_REASONS.map((value) => ({
  value,
  label: QUESTION_REASON_LABELS[value],
}));

/** In the order shown: the first with an error takes focus. */
const FIELD_ORDER = ["reason", "quote", "details", "email"] as const;
const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_FIELDS));
const NOT_SENT = "Could not send the report: check your connection and try again.";
const LINK = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300";

/** The report's fields; the place is fixed by the page and sent with them. */
export function ReportForm({
  place,
  quote,
  onCancel,
  onSent,
}: {
  place: ReportPlace;
  quote: { text: string; at: number };
  onCancel: () => void;
  onSent: (withEmail: boolean) => void;
}) {
  const id = useId();
  const lesson = place.kind === "lesson";
  const form = useForm<ReportFields, ReportPlace, ProblemReport>({
    resolver: validation.resolver,
    context: place,
    defaultValues: { ...EMPTY_FIELDS, quote: cutQuote(quote.text, REPORT_LIMITS.quoteMax) },
    // Checked on Send, not as each field is left: an email error appearing as the reader moved
    // to Send pushed the button down between press and release, and the click was lost.
    mode: "onSubmit",
    // The form moves focus itself: to the first field with an error, for the reasons the
    // chosen one or the first (also after the server's field errors).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = (found: Partial<Record<keyof ReportFields, unknown>>) => {
    const name = FIELD_ORDER.find((field) => found[field]);
    if (!name) return;
    const fields = formRef.current?.querySelectorAll<HTMLElement>(`[name="${name}"]`) ?? [];
    const chosen = [...fields].find((field) => (field as HTMLInputElement).checked);
    (chosen ?? fields[0])?.focus();
  };
  const { register, formState, setError, setValue } = form;
  const errors = formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const details = useWatch({ control: form.control, name: "details" }) ?? "";
  const quoted = useWatch({ control: form.control, name: "quote" }) ?? "";

  useEffect(() => {
    validation.preload();
  }, []);
  // The message appears below the fields, where a phone's screen may not reach.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView({ block: "nearest" });
  }, [failure]);
  // Opened again with new text selected: that text replaces the quote; nothing else is touched.
  useEffect(() => {
    if (quote.text) setValue("quote", cutQuote(quote.text, REPORT_LIMITS.quoteMax));
  }, [quote, setValue]);

  const onSubmit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      const result = await postJson("/api/problem-reports", body);
      if (result.ok) {
        onSent(Boolean(body.email));
        return;
      }
      for (const [name, text] of Object.entries(result.fields)) {
        if (FIELD_NAMES.has(name)) setError(name as Path<ReportFields>, { message: text });
      }
      setFailure(result.error ?? NOT_SENT);
      focusFirstError(result.fields);
    },
    (found) => {
      setFailure(null);
      focusFirstError(found);
    },
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="relative mt-5 space-y-5">
      <ReasonChoice
        id={`${id}-reason`}
        reasons={lesson ? LESSON_CHOICES : QUESTION_CHOICES}
        error={errors.reason?.message}
        registration={register("reason")}
      />
      {lesson ? (
        <Field
          id={`${id}-quote`}
          label="Quoted text"
          optional
          error={errors.quote?.message}
          hint={
            <span className="flex justify-between gap-4">
              <span>Filled with the text you selected on the page, if any.</span>
              <CharCount count={quoted.length} max={REPORT_LIMITS.quoteMax} />
            </span>
          }
        >
          {(a11y) => <textarea {...a11y} rows={3} {...register("quote")} />}
        </Field>
      ) : null}
      <Field
        id={`${id}-details`}
        label="Details"
        optional
        error={errors.details?.message}
        hint={
          <span className="flex justify-between gap-4">
            <span>What should it say instead?</span>
            <CharCount
              count={details.length}
              max={REPORT_LIMITS.detailsMax}
              warnAt={REPORT_LIMITS.detailsMax - 100}
            />
          </span>
        }
      >
        {(a11y) => <textarea {...a11y} rows={4} {...register("details")} />}
      </Field>
      <Field
        id={`${id}-email`}
        label="Email"
        optional
        error={errors.email?.message}
        hint="Used only to tell you when the problem is fixed."
      >
        {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register("email")} />}
      </Field>
      <Honeypot id={`${id}-nickname`} registration={register("nickname")} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Sent: the place shown above and what you write here. No cookies, nothing else about you.{" "}
        <a href="/privacy-policy" target="_blank" rel="noopener" className={LINK}>
          Privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      {failure ? (
        <div
          ref={alertRef}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
        >
          <p className="font-semibold">Your report was not sent.</p>
          <p className="mt-1">{failure}</p>
          <p className="mt-1">What you wrote is still here.</p>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting} className="sm:px-6">
          {formState.isSubmitting ? "Sending..." : "Send report"}
        </Button>
      </div>
    </form>
  );
}

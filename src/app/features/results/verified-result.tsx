import { Link } from "react-router";
import type { Verification } from "../../../shared/schemas/verified-result.ts";

// /verify/<token>: what a shared result says, and whether this site vouches for it.

const LONG = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** "November 24, 2026" (or "Nov 24, 2026" short) for the UTC day a result was graded. */
export function gradedOn(date: string, short = false): string {
  return (short ? SHORT : LONG).format(new Date(`${date}T00:00:00Z`));
}

export function VerifiedResult({
  verification,
  siteName,
}: {
  verification: Verification;
  siteName: string;
}) {
  const { valid, current, result } = verification;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Test result</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance">{result.title}</h1>
      <Verdict valid={valid} current={current} siteName={siteName} date={result.date} />
      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label="Score" value={`${result.score}%`} />
        <Figure label="Correct" value={`${result.correct} of ${result.total}`} />
        <Figure label="Outcome" value={result.passed ? "Passed" : "Not passed"} />
        <Figure label="Graded on" value={gradedOn(result.date, true)} />
      </dl>
      <div className="mt-10 rounded-xl border border-slate-200 p-5 text-sm leading-6 text-slate-600 dark:border-slate-700 dark:text-slate-300">
        <h2 className="font-semibold text-slate-900 dark:text-white">What this shows</h2>
        <p className="mt-2">
          The answers were graded by {siteName}'s server, not by the browser that sent them, and the
          result was signed with the site's secret key: changing any figure on this page breaks the
          signature. It does not show who took the test. {siteName} keeps no copy of the answers or
          of this result; everything shown here is in the link itself.
        </p>
        {current ? (
          <p className="mt-4">
            <Link
              to={`/test/${result.testId}`}
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              Take this test yourself
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Verdict({
  valid,
  current,
  siteName,
  date,
}: {
  valid: boolean;
  current: boolean;
  siteName: string;
  date: string;
}) {
  if (!valid) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
      >
        <p className="font-semibold">This result does not verify</p>
        <p className="mt-1 text-sm">
          Its signature does not match: the link was changed, or it was not made by {siteName}. Do
          not rely on the figures below.
        </p>
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50">
      <p className="font-semibold">Verified: graded by {siteName}</p>
      <p className="mt-1 text-sm">
        {current
          ? `The signature holds, and the test's questions are the ones graded on ${gradedOn(date)}.`
          : `The signature holds. The test has been edited or removed since ${gradedOn(date)}; this result is for the questions as they were then.`}
      </p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ui/button.tsx";

export interface HomeCounts {
  topics: number;
  tests: number;
  categories: number;
  sponsors: number;
}

const plural = (count: number, word: string, words = `${word}s`) =>
  `${count} ${count === 1 ? word : words}`;

/** '{n} topics, {n} tests across {n} categories' once there is something of each (spec §2). */
export function catalogSentence(counts: HomeCounts): string | null {
  if (counts.topics < 1 || counts.tests < 1 || counts.categories < 1) return null;
  return `${plural(counts.topics, "topic")}, ${plural(counts.tests, "test")} across ${plural(counts.categories, "category", "categories")}`;
}

/** `aside` shows in the hero's bottom padding: something that appears there moves nothing. */
export function HomeHero({ counts, aside }: { counts: HomeCounts; aside?: ReactNode }) {
  const sentence = catalogSentence(counts);
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-linear-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full text-brand-100 dark:text-slate-800"
        preserveAspectRatio="none"
      >
        <defs>
          <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.5" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-dots)" />
      </svg>
      <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <p className="inline-flex flex-wrap justify-center gap-x-2 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium text-brand-700 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-brand-300">
          <span>Free</span>
          <span aria-hidden="true">·</span>
          <span>No account</span>
          <span aria-hidden="true">·</span>
          <span>No tracking</span>
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">
          Understand Artificial Intelligence
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-700 sm:text-xl dark:text-slate-300">
          {sentence ? (
            <>
              <strong className="font-semibold text-brand-700 dark:text-brand-300">
                {sentence}
              </strong>{" "}
              — clear lessons and practice tests that take you from the first ideas to how today's
              AI really works.
            </>
          ) : (
            "Clear lessons and practice tests that take you from the first ideas to how today's AI really works, at your own pace."
          )}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/topics" className="px-6 text-base">
            Start Learning Today
          </ButtonLink>
          <ButtonLink to="/tests" variant="secondary" className="px-6 text-base">
            Take a Test
          </ButtonLink>
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-2.5 flex justify-center px-4 sm:bottom-6">
        {aside}
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { StrokeIcon } from "../../components/ui/icon.tsx";
import type { HomeCounts } from "./home-hero.tsx";

const BOOK = [
  "M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5Z",
  "M12 6v13",
];
const CHECKLIST = [
  "M9 5h11M9 12h11M9 19h11",
  "M3.5 5l1.5 1.5L7.5 4M3.5 12l1.5 1.5 2.5-2.5M3.5 19l1.5 1.5 2.5-2.5",
];
const HEART = ["M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"];
const SPARK = [
  "M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6",
];
const HANDSHAKE = ["M3 12l4-4 5 3 5-3 4 4-6 6-3-2-3 2-6-6Z", "M12 11v5"];

const FEATURES = [
  {
    title: "Content",
    icon: BOOK,
    text: "Multi-page topics in plain language, from the foundations of AI to neural networks and large language models. Read at your own pace; this browser remembers where you stopped.",
  },
  {
    title: "Tests",
    icon: CHECKLIST,
    text: "Timed multiple-choice tests with an explanation for every answer. Practise without a clock or take extra time if you need it, and share your score only if you want to.",
  },
  {
    title: "The Platform",
    icon: HEART,
    text: "Free for everyone, with no accounts, no tracking cookies and no ads. Built by one person as a passion project and kept running with the help of sponsors.",
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2
        id="features-heading"
        className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
      >
        Everything you need to start learning AI
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white dark:bg-brand-500">
              <StrokeIcon paths={feature.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">
              {feature.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatsCards({ counts }: { counts: HomeCounts }) {
  const stats = [
    { label: "Learning Topics", value: counts.topics, icon: BOOK },
    { label: "Practice Tests", value: counts.tests, icon: CHECKLIST },
    { label: "AI Categories", value: counts.categories, icon: SPARK },
    { label: "Industry Partners", value: counts.sponsors, icon: HANDSHAKE, invite: true },
  ] as { label: string; value: number; icon: string[]; invite?: boolean }[];
  return (
    <section aria-labelledby="stats-heading" className="bg-slate-50 dark:bg-slate-900/60">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="stats-heading" className="sr-only">
          The platform in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              data-stat={stat.label}
              className="flex flex-col-reverse items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="mt-1 text-sm font-medium text-slate-600 dark:text-slate-300">
                {stat.label}
              </dt>
              <dd className="flex flex-col items-center text-3xl font-extrabold tracking-tight sm:text-4xl">
                <StrokeIcon
                  paths={stat.icon}
                  className="mb-3 size-7 text-brand-700 dark:text-brand-300"
                />
                {stat.invite && stat.value === 0 ? (
                  // "0 Industry Partners" reads as a failure; an invitation is what is true.
                  <Link
                    to="/sponsors/become"
                    className="text-xl font-bold text-brand-700 underline underline-offset-4 sm:text-2xl dark:text-brand-300"
                  >
                    Be the first
                  </Link>
                ) : (
                  stat.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const CTA_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-6 py-2 text-base font-semibold transition-colors focus-visible:outline-white";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pt-4 pb-8">
      <div className="rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-lg sm:px-12 dark:bg-brand-700">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Ready to learn something new today?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">
          Pick a topic and read your first page in a few minutes, or see how much you already know.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/topics" className={`${CTA_BUTTON} bg-white text-brand-700 hover:bg-brand-50`}>
            Start reading
          </Link>
          <Link
            to="/tests"
            className={`${CTA_BUTTON} border border-white/80 text-white hover:bg-white/10`}
          >
            Test your skills
          </Link>
        </div>
      </div>
    </section>
  );
}

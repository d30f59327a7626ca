import { Link } from "react-router";
import { circle, StrokeIcon } from "../components/ui/icon.tsx";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import type { Route } from "./+types/contact.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "Contact",
    description:
      "Send feedback, report a problem or ask a question. We usually reply within 24-48 hours.",
    path: "/contact",
  });

export default function Contact() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
          Questions, ideas and mistakes spotted
        </p>
        {/* The footer's link names this page; the header calls it Feedback (spec §2). */}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Contact</h1>
        <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
          Spotted a mistake in a topic, have an idea for a test, or just want to say hello? Send us
          a message. Name and email are optional: leave an email if you would like an answer.
        </p>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="form-heading" className="mb-6 text-xl font-bold">
            Send a message
          </h2>
          <ContactForm />
        </section>

        <aside className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <ClockIcon />
              Response time
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              We read every message and usually reply within 24-48 hours.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60">
            <h2 className="text-lg font-semibold">Interested in sponsoring?</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Sponsors keep every topic and test free. See the tiers and send an inquiry.
            </p>
            <Link
              to="/sponsors/become"
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:no-underline dark:text-brand-300"
            >
              Become a Sponsor
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

function ClockIcon() {
  return (
    <StrokeIcon
      size={20}
      className="size-5 stroke-brand-700 dark:stroke-brand-300"
      paths={[circle(10, 10, 7.5), "M10 5.5V10l3 2"]}
    />
  );
}

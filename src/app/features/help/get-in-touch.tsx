import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "./icons.tsx";

/** The help centre's closing card: questions the articles do not answer go to /contact. */
export function GetInTouch() {
  return (
    <section
      aria-labelledby="get-in-touch"
      className="flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-300">
        <Icon name="chat" />
      </span>
      <div className="flex-1">
        <h2 id="get-in-touch" className="text-xl font-semibold text-slate-900 dark:text-white">
          Get in Touch
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Didn't find your answer? Send a message. Replies usually come within 24-48 hours, so leave
          your email if you would like one.
        </p>
      </div>
      <ButtonLink to="/contact">Contact us</ButtonLink>
    </section>
  );
}

import { useEffect, useRef } from "react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { StrokeIcon } from "../../components/ui/icon.tsx";

export function InquirySuccess() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 dark:bg-green-900/50">
        <StrokeIcon
          strokeWidth={2.5}
          className="size-8 stroke-green-700 dark:stroke-green-300"
          paths={["M5 12.5l4.5 4.5L19 7.5"]}
        />
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl"
      >
        Thank You for Your Interest!
      </h1>
      <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
        Your sponsorship inquiry has been submitted. We will review it and contact you within 2-3
        business days.
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Thank you for helping keep AI education free for everyone.
      </p>
      <ButtonLink to="/sponsors" className="mt-8 px-6">
        View Our Sponsors
      </ButtonLink>
    </div>
  );
}

import { Link } from "react-router";
import { lessonPageHref, type LessonPageLink as Target } from "../../../shared/lesson-link.ts";

/** "Read: <page title>", the lesson page that teaches a question. */
export function LessonPageLink({ target, className = "" }: { target: Target; className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      <span className="font-semibold">Read: </span>
      <Link
        to={lessonPageHref(target)}
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {target.pageTitle}
      </Link>
    </p>
  );
}

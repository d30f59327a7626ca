import { useCallback, useEffect, useRef } from "react";
import { PrefetchPageLinks, useNavigation, useSearchParams } from "react-router";
import { formatMinutes } from "../../../shared/reading-time.ts";
import { ReportButton } from "../../components/report-problem/report-button.tsx";
import { documentOnlyId, useDocumentOnly } from "../../lib/document-only.tsx";
import { recordTopicPage } from "../../lib/progress.ts";
import { PageNav } from "./page-nav.tsx";
import { PROSE } from "./prose.ts";
import { CompletionCard, type ReaderTopic, ReadingProgress } from "./reader-parts.tsx";
import { BeforeThis, type LessonPaths, NextTopics } from "./reader-paths.tsx";

/** Every page of the lesson, as the page list and progress show it. */
export interface ReaderPage {
  title: string;
  minutes: number;
}

/**
 * The page being read (zero-based), rendered on the server from Markdown with raw HTML off; its
 * HTML is null in the data of a document request, which carries it in the document instead.
 */
export interface ShownPage {
  index: number;
  html: string | null;
}

/** The key the lesson's HTML is kept under on a document request (lib/document-only.tsx). */
export const LESSON_HTML = "lesson";

const SCROLL_DELAY_MS = 50;

function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  // Form fields use the arrows themselves, and so do boxes that scroll sideways (code, tables).
  return (
    target.isContentEditable ||
    target.closest("input, textarea, select, pre, .table-scroll") !== null
  );
}

export function TopicReader({
  topic,
  pages,
  page: shownPage,
  paths,
}: {
  topic: ReaderTopic;
  pages: ReaderPage[];
  page: ShownPage;
  paths: LessonPaths;
}) {
  const [, setParams] = useSearchParams();
  const navigation = useNavigation();
  // The page shown is the one loaded: while the next loads, the current one stays whole.
  const index = shownPage.index;
  const page = pages[index]!;
  const html = useDocumentOnly(LESSON_HTML, shownPage.html);
  const turning =
    navigation.state === "loading" && navigation.location.pathname === `/topic/${topic.id}`;
  const last = pages.length - 1;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const shown = useRef(index);

  // A button that turns disabled (Previous on the first page, Next on the last) drops focus;
  // the new page's title takes it instead, so keyboard users keep their place.
  const focusTitle = useRef(false);

  const go = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(next, 0), last);
      if (target === index) return;
      focusTitle.current =
        document.activeElement instanceof HTMLButtonElement && (target === 0 || target === last);
      setParams(target === 0 ? {} : { page: String(target + 1) }, {
        replace: true,
        preventScrollReset: true,
      });
    },
    [index, last, setParams],
  );

  useEffect(() => {
    recordTopicPage(topic.id, topic.title, index, pages.length);
  }, [topic.id, topic.title, index, pages.length]);

  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    const active = document.activeElement;
    if (focusTitle.current && (!(active instanceof HTMLButtonElement) || active.disabled)) {
      titleRef.current?.focus({ preventScroll: true });
    }
    focusTitle.current = false;
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = setTimeout(
      () => window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isTypingTarget(event.target)) return;
      // While a modal is open (the report form) the arrows are its own, wherever focus is.
      if (document.querySelector("dialog:modal")) return;
      if (event.key === "ArrowLeft") go(index - 1);
      else if (event.key === "ArrowRight") go(index + 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, index]);

  return (
    <>
      {index === 0 ? <BeforeThis topics={paths.before} /> : null}
      <ReadingProgress page={index + 1} pages={pages.length} />
      <article ref={articleRef} className="mt-10" aria-labelledby="page-title" aria-busy={turning}>
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
          Page {index + 1} · {formatMinutes(page.minutes)}
        </p>
        <h2
          id="page-title"
          ref={titleRef}
          tabIndex={-1}
          className="mt-1 scroll-mt-24 text-2xl leading-snug font-bold tracking-tight text-balance sm:text-3xl"
        >
          {page.title}
        </h2>
        <div
          id={documentOnlyId(LESSON_HTML)}
          className={`mt-6 ${PROSE}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML disabled
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
      <ReportButton
        // Each page its own report: what was typed about one page is not sent about the next.
        key={index}
        place={{
          kind: "lesson",
          topicId: topic.id,
          topicTitle: topic.title,
          page: index + 1,
          pages: pages.length,
          pageTitle: page.title,
        }}
        label="Report a problem with this page"
        quoteFrom={articleRef}
        className="mt-8"
      />
      {/* The next page's data is fetched ahead, so Next turns at once. */}
      {index < last ? <PrefetchPageLinks page={`/topic/${topic.id}?page=${index + 2}`} /> : null}
      <p aria-live="polite" className="sr-only">
        {`Page ${index + 1} of ${pages.length}: ${page.title}`}
      </p>
      <PageNav page={index} titles={pages.map((item) => item.title)} onGo={go} />
      {index === last ? (
        <>
          <CompletionCard test={paths.test} />
          <NextTopics topics={paths.next} />
        </>
      ) : null}
    </>
  );
}

import { Link } from "react-router";
import type { SearchHit, SnippetPart } from "../../../shared/schemas/search.ts";
import { Badge, BRAND_BADGE, LevelBadge } from "../../components/ui/badge.tsx";
import { plural } from "../../lib/list-filters.ts";

/** Where a lesson's page is read; its first page is the lesson's own address. */
const pagePath = (topicId: number, page: number) =>
  page > 1 ? `/topic/${topicId}?page=${page}` : `/topic/${topicId}`;

/**
 * A snippet as text with its matches marked: each part is text React escapes, so nothing from a
 * lesson becomes markup, and <mark> is the only element added.
 */
function Snippet({ parts }: { parts: SnippetPart[] }) {
  if (parts.length === 0) return null;
  // Each part keyed by where it starts in the snippet: unique, and stable for this snippet.
  let at = 0;
  const keyed = parts.map((part) => {
    const key = at;
    at += part.text.length;
    return { ...part, key };
  });
  return (
    <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
      {keyed.map((part) =>
        part.mark ? (
          <mark
            key={part.key}
            className="rounded-sm bg-yellow-200 px-0.5 text-slate-900 dark:bg-yellow-300/90"
          >
            {part.text}
          </mark>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  const titleId = `result-${hit.kind}-${hit.id}`;
  return (
    <article aria-labelledby={titleId} className="list-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={hit.kind === "topic" ? BRAND_BADGE : "badge-muted"}>
          {hit.kind === "topic" ? "Lesson" : "Test"}
        </Badge>
        <LevelBadge level={hit.level} />
        <span className="text-xs text-slate-600 dark:text-slate-300">{hit.category}</span>
      </div>
      <h2 id={titleId} className="list-card-title">
        <Link to={hit.path} className="text-brand-700 hover:underline dark:text-brand-300">
          {hit.title}
        </Link>
      </h2>
      {hit.page ? (
        <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          Page {hit.page.number} of {hit.page.of} · {hit.page.title}
        </p>
      ) : hit.questions ? (
        <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {plural(hit.questions, "question matches", "questions match")}
        </p>
      ) : null}
      <Snippet parts={hit.snippet} />
      {hit.otherPages.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Also on {hit.otherPages.length === 1 ? "page" : "pages"}{" "}
          {hit.otherPages.map((page, index) => (
            <span key={page}>
              {index > 0 ? ", " : null}
              <Link
                to={pagePath(hit.id, page)}
                className="font-medium text-brand-700 underline dark:text-brand-300"
                aria-label={`Page ${page} of ${hit.title}`}
              >
                {page}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {hit.lesson ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Lesson:{" "}
          <Link
            to={`/topic/${hit.lesson.id}`}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            {hit.lesson.title}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

export function SearchResults({ hits, first }: { hits: SearchHit[]; first: number }) {
  return (
    <ol start={first} className="mt-6 grid gap-4">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <Result hit={hit} />
        </li>
      ))}
    </ol>
  );
}

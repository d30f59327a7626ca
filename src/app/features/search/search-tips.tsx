import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";

/** Each tip's example is a search to try: a link to its answer. */
function Example({ q }: { q: string }) {
  return (
    <Link
      to={`/search?${new URLSearchParams({ q })}`}
      className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm whitespace-nowrap text-brand-700 underline dark:bg-slate-800 dark:text-brand-300"
    >
      {q}
    </Link>
  );
}

/** How to write a search: what websearch_to_tsquery reads (ADR 025). */
export function SearchTips() {
  return (
    <section aria-labelledby="search-tips" className="mt-8">
      <h2 id="search-tips" className="text-lg font-semibold">
        Tips
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        <li>
          A word finds its other forms too: <Example q="learn" /> also finds “learning” and
          “learned”.
        </li>
        <li>
          Quotes find words side by side: <Example q={'"gradient descent"'} />
        </li>
        <li>
          A minus leaves a word out: <Example q="transformer -attention" />
        </li>
        <li>
          <i>or</i> finds either word: <Example q="CNN or convolution" />
        </li>
      </ul>
    </section>
  );
}

/** Where to go when a search found nothing or was not made: every category, and the lists. */
export function BrowseInstead({ categories }: { categories: string[] }) {
  return (
    <section aria-labelledby="search-browse" className="mt-8">
      <h2 id="search-browse" className="text-lg font-semibold">
        Browse instead
      </h2>
      {categories.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category}>
              <Link
                to={`/topics?category=${encodeURIComponent(category)}`}
                className="badge badge-brand inline-flex min-h-9 px-3 text-sm hover:underline"
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/topics" variant="secondary">
          All topics
        </ButtonLink>
        <ButtonLink to="/tests" variant="secondary">
          All tests
        </ButtonLink>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";

/** How to write a search: what websearch_to_tsquery reads (ADR 025). */
export function SearchTips() {
  return (
    <section aria-labelledby="search-tips" className="mt-8">
      <h2 id="search-tips" className="text-lg font-semibold">
        Tips
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 dark:text-slate-300">
        <li>
          A word finds its other forms too: <i>learn</i> also finds <i>learning</i> and{" "}
          <i>learned</i>.
        </li>
        <li>
          Put words in quotes to find them side by side: <i>"gradient descent"</i>.
        </li>
        <li>
          A minus leaves a word out: <i>transformer -attention</i>.
        </li>
        <li>
          <i>or</i> between two words finds either: <i>CNN or convolution</i>.
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

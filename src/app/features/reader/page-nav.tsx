import { Button } from "../../components/ui/button.tsx";

const ARROW_LEFT =
  "M12.8 4.2a1 1 0 0 1 0 1.4L8.4 10l4.4 4.4a1 1 0 0 1-1.4 1.4l-5.1-5.1a1 1 0 0 1 0-1.4l5.1-5.1a1 1 0 0 1 1.4 0Z";

function Arrow({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 ${flip ? "rotate-180" : ""}`}
      fill="currentColor"
    >
      <path d={ARROW_LEFT} />
    </svg>
  );
}

/** Previous and Next, with one dot per page for jumping (spec §2). */
export function PageNav({
  page,
  titles,
  onGo,
}: {
  /** Zero-based page shown. */
  page: number;
  titles: string[];
  onGo: (page: number) => void;
}) {
  const last = titles.length - 1;
  return (
    <nav
      aria-label="Pages"
      className="mt-10 grid grid-cols-2 items-center gap-3 border-t border-slate-200 pt-6 sm:grid-cols-[auto_1fr_auto] dark:border-slate-800"
    >
      <Button
        variant="secondary"
        disabled={page === 0}
        onClick={() => onGo(page - 1)}
        className="disabled:opacity-50 sm:order-1"
      >
        <Arrow />
        Previous
      </Button>
      <Button disabled={page === last} onClick={() => onGo(page + 1)} className="sm:order-3">
        Next
        <Arrow flip />
      </Button>
      <ol className="col-span-2 flex flex-wrap justify-center sm:order-2 sm:col-span-1">
        {titles.map((title, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's place is its identity here
          <li key={index}>
            <button
              type="button"
              aria-label={`Go to page ${index + 1}`}
              aria-current={index === page ? "step" : undefined}
              title={title}
              onClick={() => onGo(index)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 rounded-full transition-all ${
                  index === page
                    ? "w-8 bg-brand-600 dark:bg-brand-300"
                    : "w-3 bg-slate-500 group-hover:bg-brand-500 dark:bg-slate-500 dark:group-hover:bg-brand-300"
                }`}
              />
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

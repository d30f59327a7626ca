import { toast } from "sonner";
import { StrokeIcon } from "../../components/ui/icon.tsx";

// Sharing is the visitor's choice: nothing is sent anywhere unless a button here is pressed.

const POPUP = "width=600,height=400,noopener,noreferrer";
const INVITATION = "Test your AI knowledge too! #AI #MachineLearning #Learning";

export function shareText(title: string, score: number, passed: boolean) {
  const lead = passed
    ? `I just passed ${title} with ${score}%!`
    : `I just completed ${title} on AI learning.`;
  return `${lead} ${INVITATION}`;
}

export function shareTargets(link: string, text: string) {
  const url = encodeURIComponent(link);
  const message = encodeURIComponent(text);
  return [
    {
      name: "LinkedIn",
      glyph: "in",
      color: "bg-[#0a66c2]",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
    {
      name: "Twitter",
      glyph: "𝕏",
      color: "bg-black ring-1 ring-slate-600",
      href: `https://twitter.com/intent/tweet?text=${message}&url=${url}`,
    },
    {
      name: "Facebook",
      glyph: "f",
      color: "bg-[#1259c3]",
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      name: "WhatsApp",
      glyph: "✆",
      color: "bg-[#0b6b5f]",
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
    },
  ];
}

const ITEM =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const GLYPH =
  "flex size-6 items-center justify-center rounded-md text-xs leading-none font-bold text-white";

export function SharePanel({
  testId,
  title,
  score,
  passed,
  link: verified = null,
}: {
  testId: number;
  title: string;
  score: number;
  passed: boolean;
  /** A verifiable result's address: shared instead of the test's once there is one. */
  link?: string | null;
}) {
  const link =
    verified ?? `${typeof window === "undefined" ? "" : window.location.origin}/test/${testId}`;
  const text = shareText(title, score, passed);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied to clipboard!");
    } catch (error) {
      // Spec §8: a failed copy is only logged; the link is still shown in the share buttons.
      console.debug("Copying the link failed", error);
    }
  }

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="share-heading" className="text-lg font-semibold">
        Share your result
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Sharing is optional — nothing is posted unless you choose to.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {shareTargets(link, text).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={ITEM}
              onClick={(event) => {
                event.preventDefault();
                window.open(target.href, "_blank", POPUP);
              }}
            >
              <span aria-hidden="true" className={`${GLYPH} ${target.color}`}>
                {target.glyph}
              </span>
              {target.name}
              <span className="sr-only"> (opens in a new window)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={ITEM} onClick={copyLink}>
            <span aria-hidden="true" className={`${GLYPH} bg-brand-600`}>
              <StrokeIcon
                className="size-4"
                strokeWidth={2.5}
                paths={[
                  "M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1",
                ]}
              />
            </span>
            Copy Link
          </button>
        </li>
      </ul>
    </section>
  );
}

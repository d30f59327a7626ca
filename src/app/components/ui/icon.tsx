// One way to draw an inline icon (no icon library on public pages): line icons from path data
// in the current text colour, decorative (aria-hidden; the control or text beside names it).
// A glyph repeated on every card of a long list is drawn by app.css instead (.icon-label with
// .icon-book, .icon-clock, ...), so the page carries it once rather than once per card.

/** Path data for a circle, so that icons can be drawn from paths alone. */
export const circle = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** A line icon drawn from path data (24×24 unless `size` says otherwise). */
export function StrokeIcon({
  paths,
  className = "size-6",
  strokeWidth = 1.8,
  size = 24,
  round = true,
}: {
  paths: readonly string[];
  className?: string;
  strokeWidth?: number;
  size?: number;
  /** Round line ends and corners; false keeps them square. */
  round?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? "round" : undefined}
      strokeLinejoin={round ? "round" : undefined}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Glyphs used in more than one place. */
export const ICON = {
  clock: [circle(12, 12, 9), "M12 7v5l3 2"],
  close: ["M6 6l12 12M18 6 6 18"],
  check: ["m5 12 5 5 9-10"],
  trash: ["M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"],
  plus: ["M12 5v14M5 12h14"],
} as const;

/** A small clock, for reading times. */
export function ClockIcon() {
  return <StrokeIcon className="size-4" strokeWidth={2} round={false} paths={ICON.clock} />;
}

/** A filled star, for featured sponsors. */
export function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** The opens-elsewhere arrow after a link to another site. */
export function ExternalIcon() {
  return <StrokeIcon size={20} className="size-4" paths={["M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4"]} />;
}

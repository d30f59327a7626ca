/** The keyboard path, said once beside the button it ends on (wide screens; phones have none). */
export function KeyHints({
  submitted,
  confidence = false,
}: {
  submitted: boolean;
  /** S, U and G set the confidence (practice and /review). */
  confidence?: boolean;
}) {
  return (
    <p className="hidden text-sm text-slate-600 sm:block dark:text-slate-300">
      Keys <kbd className="font-mono">1–4</kbd> or <kbd className="font-mono">A–D</kbd> choose;
      {confidence && !submitted ? (
        <>
          {" "}
          <kbd className="font-mono">S</kbd>, <kbd className="font-mono">U</kbd>,{" "}
          <kbd className="font-mono">G</kbd> say how sure;
        </>
      ) : null}{" "}
      <kbd className="font-mono">Enter</kbd> {submitted ? "continues" : "submits"}.
    </p>
  );
}

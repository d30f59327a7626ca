// A live character count. With warnAt it turns orange past that number and red past max, and
// says so in words too, so colour is never the only signal.

export function CharCount({
  id,
  count,
  max,
  warnAt,
}: {
  id?: string;
  count: number;
  max: number;
  warnAt?: number;
}) {
  const state = count > max ? "over" : warnAt !== undefined && count > warnAt ? "warning" : "ok";
  const colour = {
    ok: "text-slate-600 dark:text-slate-400",
    warning: "font-semibold text-orange-700 dark:text-orange-300",
    over: "font-semibold text-red-700 dark:text-red-300",
  }[state];
  const left = max - count;
  return (
    <span id={id} data-state={state} className={`tabular-nums ${colour}`}>
      {count}/{max}
      {state === "warning" ? ` · ${left} ${left === 1 ? "character" : "characters"} left` : null}
      {state === "over"
        ? ` · ${-left} ${-left === 1 ? "character" : "characters"} over the limit`
        : null}
    </span>
  );
}

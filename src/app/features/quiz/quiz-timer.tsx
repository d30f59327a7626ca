import { useEffect, useRef, useState } from "react";
import { circle, StrokeIcon } from "../../components/ui/icon.tsx";

/** m:ss with zero-padded seconds (spec §9). */
export function formatClock(seconds: number) {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, "0")}`;
}

/** A duration in words: "15 minutes", "22 min 30 s". */
export function formatDuration(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}

/**
 * Seconds left until the deadline, ticking every second. Counting from the deadline rather than
 * down by one keeps it right when the tab sleeps or the clock jumps; onExpire runs once at zero.
 */
export function useCountdown(deadline: number | null, onExpire: () => void) {
  const [left, setLeft] = useState<number | null>(null);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (deadline === null) {
      setLeft(null);
      return;
    }
    let done = false;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0 && !done) {
        done = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}

const ANNOUNCE_AT = [
  { seconds: 10, text: "10 seconds left" },
  { seconds: 60, text: "1 minute left" },
  { seconds: 300, text: "5 minutes left" },
];

/**
 * The visible countdown (red under a minute) and, for screen readers, a live region that speaks
 * only at 5 minutes, 1 minute and 10 seconds left — never every second.
 */
export function QuizTimer({ secondsLeft }: { secondsLeft: number }) {
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(secondsLeft);

  useEffect(() => {
    const crossed = ANNOUNCE_AT.find(
      (mark) => previous.current > mark.seconds && secondsLeft <= mark.seconds,
    );
    if (crossed && secondsLeft > 0) setAnnouncement(crossed.text);
    previous.current = secondsLeft;
  }, [secondsLeft]);

  const urgent = secondsLeft < 60;
  return (
    <>
      <div
        role="timer"
        aria-label="Time left"
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 font-mono text-lg font-semibold tabular-nums ${
          urgent
            ? "border-red-300 bg-red-50 text-red-700 dark:border-red-800 dark:bg-red-950/60 dark:text-red-300"
            : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        }`}
      >
        <StrokeIcon
          className="size-5"
          strokeWidth={2}
          paths={[circle(12, 13, 8), "M12 9v4l2.5 2M9 2h6"]}
        />
        <span>{formatClock(secondsLeft)}</span>
      </div>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

import { useEffect, useState } from "react";
import { bestScoreAfter, SCORING_RULE } from "../../shared/quiz-score.ts";

// A visitor's progress lives only in this browser (localStorage); nothing is sent anywhere.
// Pages render without it on the server and fill it in after hydration.

export interface TopicProgress {
  title: string;
  /** Zero-based page last shown. */
  page: number;
  /** Zero-based furthest page reached (absent in progress saved before it was kept). */
  furthest?: number;
  pages: number;
  finished: boolean;
  updatedAt: string;
}

export interface TestProgress {
  title: string;
  bestScore: number;
  lastScore: number;
  lastPassed: boolean;
  attempts: number;
  updatedAt: string;
  /** The scoring rule of bestScore and lastScore (shared/quiz-score.ts); absent: the first. */
  scoring?: number;
}

export interface Progress {
  topics: Record<string, TopicProgress>;
  tests: Record<string, TestProgress>;
}

export const PROGRESS_KEY = "learn-ai:progress:v1";
/** Quizzes left running (features/quiz/quiz-attempt.ts), cleared with the progress. */
export const QUIZ_ATTEMPTS_KEY = "learn-ai:quiz-attempts:v1";
const CHANGED = "learn-ai:progress-changed";
const empty = (): Progress => ({ topics: {}, tests: {} });

export function readProgress(): Progress {
  if (typeof window === "undefined") return empty();
  try {
    const parsed = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? "null") as Progress | null;
    if (!parsed || typeof parsed !== "object") return empty();
    return { topics: parsed.topics ?? {}, tests: parsed.tests ?? {} };
  } catch {
    return empty();
  }
}

function write(progress: Progress) {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or disabled: progress is a convenience, the page keeps working.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function recordTopicPage(id: number, title: string, page: number, pages: number) {
  const progress = readProgress();
  const previous = progress.topics[id];
  progress.topics[id] = {
    title,
    page,
    furthest: Math.min(Math.max(previous ? furthestPage(previous) : 0, page), pages - 1),
    pages,
    finished: (previous?.finished ?? false) || page >= pages - 1,
    updatedAt: new Date().toISOString(),
  };
  write(progress);
}

/** How far a visitor got in a topic: the furthest page reached, zero-based. */
export function furthestPage(topic: TopicProgress): number {
  return Math.max(topic.furthest ?? topic.page, topic.page);
}

export function recordTestResult(id: number, title: string, score: number, passed: boolean) {
  const progress = readProgress();
  const previous = progress.tests[id];
  progress.tests[id] = {
    title,
    bestScore: bestScoreAfter(previous, score),
    lastScore: score,
    lastPassed: passed,
    attempts: (previous?.attempts ?? 0) + 1,
    updatedAt: new Date().toISOString(),
    scoring: SCORING_RULE,
  };
  write(progress);
}

export function clearProgress() {
  try {
    localStorage.removeItem(PROGRESS_KEY);
    localStorage.removeItem(QUIZ_ATTEMPTS_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored progress, or null until it has been read in the browser. */
export function useProgress(): Progress | null {
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    const update = () => setProgress(readProgress());
    update();
    window.addEventListener(CHANGED, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(CHANGED, update);
      window.removeEventListener("storage", update);
    };
  }, []);
  return progress;
}

import { useEffect, useState } from "react";
import { bestScoreAfter, SCORING_RULE } from "../../shared/quiz-score.ts";
import { keptDays, localDay } from "./activity.ts";

// A visitor's progress lives only in this browser (localStorage); nothing is sent anywhere.
// Pages render without it on the server and fill it in after hydration. It leaves the browser
// only when the visitor exports it to a file or a link of their own (lib/carried-stores.ts).

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
  /** Passed at least once (absent in progress saved before it was kept: see hasPassed). */
  everPassed?: boolean;
  /** The sum of attemptsBy. */
  attempts: number;
  /**
   * Attempts per browser that made them, under each browser's random label, so that merging
   * an export counts each attempt once however often the same file comes in (ADR 028).
   */
  attemptsBy?: Record<string, number>;
  updatedAt: string;
  /** The scoring rule of bestScore and lastScore (shared/quiz-score.ts); absent: the first. */
  scoring?: number;
}

export interface Progress {
  topics: Record<string, TopicProgress>;
  tests: Record<string, TestProgress>;
  /** Activity days (YYYY-MM-DD, the visitor's time zone), oldest first: lib/activity.ts. */
  days: string[];
  /** This browser's label in attemptsBy: random, made here, never sent anywhere. */
  browser?: string;
}

export const PROGRESS_KEY = "learn-ai:progress:v1";
/** Quizzes left running (features/quiz/quiz-attempt.ts), cleared with the progress. */
export const QUIZ_ATTEMPTS_KEY = "learn-ai:quiz-attempts:v1";
const CHANGED = "learn-ai:progress-changed";
const empty = (): Progress => ({ topics: {}, tests: {}, days: [] });

/** A random label for this browser; getRandomValues works on plain http too, randomUUID not. */
function newBrowserLabel(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Progress as stored by any version of the site, in today's shape: activity days (none before
 * they were kept), a browser label, and every test's attempts counted under a browser. Attempts
 * saved before attemptsBy existed were all made here, so they go under this browser's label.
 */
export function migrateProgress(stored: unknown, makeLabel = newBrowserLabel): Progress {
  if (!stored || typeof stored !== "object") return empty();
  const raw = stored as Partial<Progress>;
  const progress: Progress = {
    topics: raw.topics && typeof raw.topics === "object" ? raw.topics : {},
    tests: raw.tests && typeof raw.tests === "object" ? raw.tests : {},
    days: Array.isArray(raw.days)
      ? keptDays(raw.days.filter((day) => typeof day === "string"))
      : [],
  };
  const label = typeof raw.browser === "string" && raw.browser ? raw.browser : makeLabel();
  progress.browser = label;
  for (const [id, test] of Object.entries(progress.tests)) {
    if (test.attemptsBy && typeof test.attemptsBy === "object") continue;
    progress.tests[id] = { ...test, attemptsBy: { [label]: test.attempts ?? 0 } };
  }
  return progress;
}

export function readProgress(): Progress {
  if (typeof window === "undefined") return empty();
  try {
    const text = localStorage.getItem(PROGRESS_KEY);
    if (text === null) return migrateProgress(null);
    const progress = migrateProgress(JSON.parse(text));
    // The label (and attempts moved under it) are kept at once: two exports of old progress
    // must name the same browser, or a device importing both would count its attempts twice.
    const migrated = JSON.stringify(progress);
    if (migrated !== text) persist(migrated);
    return progress;
  } catch {
    return empty();
  }
}

function persist(text: string) {
  try {
    localStorage.setItem(PROGRESS_KEY, text);
  } catch {
    // Storage full or disabled: progress is a convenience, the page keeps working.
  }
}

/** Saves the progress and tells every useProgress on the page (other tabs hear "storage"). */
export function writeProgress(progress: Progress) {
  persist(JSON.stringify(progress));
  window.dispatchEvent(new Event(CHANGED));
}

/** Today, in the visitor's time zone, joins the activity days. */
function withActivity(progress: Progress): string[] {
  return keptDays([...progress.days, localDay(new Date())]);
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
  progress.days = withActivity(progress);
  writeProgress(progress);
}

/** How far a visitor got in a topic: the furthest page reached, zero-based. */
export function furthestPage(topic: TopicProgress): number {
  return Math.max(topic.furthest ?? topic.page, topic.page);
}

/** Whether a test was ever passed; before that was kept, only the last result is known. */
export const hasPassed = (test: TestProgress) => test.everPassed ?? test.lastPassed;

/** The sum of a test's attempts over every browser that made some. */
export const attemptTotal = (attemptsBy: Record<string, number>) =>
  Object.values(attemptsBy).reduce((sum, count) => sum + count, 0);

export function recordTestResult(id: number, title: string, score: number, passed: boolean) {
  const progress = readProgress();
  const previous = progress.tests[id];
  progress.browser ??= newBrowserLabel();
  const label = progress.browser;
  const attemptsBy = { ...previous?.attemptsBy, [label]: (previous?.attemptsBy?.[label] ?? 0) + 1 };
  progress.tests[id] = {
    title,
    bestScore: bestScoreAfter(previous, score),
    lastScore: score,
    lastPassed: passed,
    everPassed: (previous ? hasPassed(previous) : false) || passed,
    attempts: attemptTotal(attemptsBy),
    attemptsBy,
    updatedAt: new Date().toISOString(),
    scoring: SCORING_RULE,
  };
  progress.days = withActivity(progress);
  writeProgress(progress);
}

/** Deletes the progress (topics, tests, activity days, the label) and quizzes left running. */
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

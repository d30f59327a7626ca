import { keptDays } from "./activity.ts";
import {
  attemptTotal,
  furthestPage,
  hasPassed,
  type Progress,
  type TestProgress,
  type TopicProgress,
} from "./progress.ts";

// Merging progress carried from another browser (a file or a link) into this one's. Every rule
// gives the same result however often the same data comes in, and in whichever order two
// browsers' data meet (ADR 028):
// - a topic keeps the furthest page either reached, finished if either finished, and the last
//   page shown, title and page count of whichever read it last;
// - a test keeps the best score under the newest scoring rule, the last result of whichever took
//   it last, passed if either passed, and attempts counted per browser, each browser's count the
//   larger of the two: the same file twice adds nothing, two browsers' attempts add up;
// - activity days are the union of both, the newest KEPT_DAYS kept.

/** The progress a file or link carries: the shape of Progress without this browser's label. */
export interface CarriedProgress {
  topics: Record<string, TopicProgress>;
  tests: Record<string, TestProgress & { attemptsBy: Record<string, number> }>;
  days: string[];
}

export interface ProgressMerge {
  progress: Progress;
  topics: { added: number; updated: number };
  tests: { added: number; updated: number };
  days: { added: number };
}

const time = (iso: string) => Date.parse(iso) || 0;
const later = <T extends { updatedAt: string }>(a: T, b: T) =>
  time(b.updatedAt) > time(a.updatedAt) ? b : a;

/** A topic in one field order, so two can be compared as text. */
function topicShape(topic: TopicProgress): TopicProgress {
  const pages = Math.max(1, topic.pages);
  return {
    title: topic.title,
    page: Math.min(topic.page, pages - 1),
    furthest: Math.min(furthestPage(topic), pages - 1),
    pages,
    finished: topic.finished,
    updatedAt: topic.updatedAt,
  };
}

export function mergeTopic(mine: TopicProgress | undefined, theirs: TopicProgress): TopicProgress {
  if (!mine) return topicShape(theirs);
  const last = later(mine, theirs);
  return topicShape({
    ...last,
    furthest: Math.max(furthestPage(mine), furthestPage(theirs)),
    finished: mine.finished || theirs.finished,
  });
}

function testShape(test: TestProgress, attemptsBy: Record<string, number>): TestProgress {
  return {
    title: test.title,
    bestScore: test.bestScore,
    lastScore: test.lastScore,
    lastPassed: test.lastPassed,
    everPassed: hasPassed(test),
    attempts: attemptTotal(attemptsBy),
    attemptsBy,
    updatedAt: test.updatedAt,
    scoring: test.scoring ?? 1,
  };
}

export function mergeTest(
  mine: TestProgress | undefined,
  theirs: TestProgress & { attemptsBy: Record<string, number> },
): TestProgress {
  const sorted = (counts: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  if (!mine) return testShape(theirs, sorted(theirs.attemptsBy));
  const attemptsBy = { ...mine.attemptsBy };
  for (const [browser, count] of Object.entries(theirs.attemptsBy)) {
    attemptsBy[browser] = Math.max(attemptsBy[browser] ?? 0, count);
  }
  // A best score under an older scoring rule may be inflated: the newest rule's best wins.
  const rule = Math.max(mine.scoring ?? 1, theirs.scoring ?? 1);
  const best = Math.max(
    ...[mine, theirs].filter((test) => (test.scoring ?? 1) === rule).map((t) => t.bestScore),
  );
  const last = later(mine, theirs);
  return testShape(
    { ...last, bestScore: best, scoring: rule, everPassed: hasPassed(mine) || hasPassed(theirs) },
    sorted(attemptsBy),
  );
}

/** A stored test in the shape a merge gives, to tell whether the merge changed it. */
const asMerged = (test: TestProgress) =>
  mergeTest(undefined, { ...test, attemptsBy: test.attemptsBy ?? {} });

/** Merges `theirs` into `mine`, saying what was added and what changed. */
export function mergeProgress(mine: Progress, theirs: CarriedProgress): ProgressMerge {
  const progress: Progress = {
    ...mine,
    topics: { ...mine.topics },
    tests: { ...mine.tests },
  };
  const result = { topics: { added: 0, updated: 0 }, tests: { added: 0, updated: 0 } };
  for (const [id, topic] of Object.entries(theirs.topics)) {
    const before = mine.topics[id];
    const after = mergeTopic(before, topic);
    if (!before) result.topics.added += 1;
    else if (JSON.stringify(topicShape(before)) !== JSON.stringify(after)) {
      result.topics.updated += 1;
    }
    progress.topics[id] = after;
  }
  for (const [id, test] of Object.entries(theirs.tests)) {
    const before = mine.tests[id];
    const after = mergeTest(before, test);
    if (!before) result.tests.added += 1;
    else if (JSON.stringify(asMerged(before)) !== JSON.stringify(after)) {
      result.tests.updated += 1;
    }
    progress.tests[id] = after;
  }
  progress.days = keptDays([...mine.days, ...theirs.days]);
  const known = new Set(mine.days);
  const added = progress.days.filter((day) => !known.has(day)).length;
  return { progress, ...result, days: { added } };
}

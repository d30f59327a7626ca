import type { AnswerLetter, Question } from "../../../shared/schemas/content.ts";
import { QUIZ_ATTEMPTS_KEY } from "../../lib/progress.ts";
import { LETTERS } from "../../lib/quiz-letters.ts";
import { type QuizState, type RunningAttempt, TIMINGS } from "./quiz-state.ts";

// A running attempt is kept in this browser (localStorage, never sent anywhere), so a reload or
// a closed tab does not lose it: the test's page offers to resume it. One attempt per test, with
// a fingerprint of the questions so that an attempt on content changed since is not resumed.

export interface SavedAttempt extends RunningAttempt {
  testId: number;
  fingerprint: string;
}

interface AttemptTest {
  id: number;
  questions: readonly Question[];
}

/** A short hash (FNV-1a) of what the attempt's order and answers depend on. */
export function attemptFingerprint(questions: readonly Question[]) {
  const text = JSON.stringify(
    questions.map((question) => [
      question.question,
      ...LETTERS.map((letter) => question.options[letter]),
      question.correct_answer,
    ]),
  );
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${questions.length}-${(hash >>> 0).toString(36)}`;
}

export function savedAttemptOf(testId: number, fingerprint: string, state: QuizState) {
  const { phase: _phase, timedOut: _timedOut, ...attempt } = state;
  return { ...attempt, testId, fingerprint } satisfies SavedAttempt;
}

const isLetter = (value: unknown): value is AnswerLetter => LETTERS.includes(value as AnswerLetter);
const isIndex = (value: unknown, count: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;
const isPermutation = <T>(value: unknown, items: readonly T[]): value is T[] =>
  Array.isArray(value) &&
  value.length === items.length &&
  new Set(value).size === items.length &&
  value.every((item) => items.includes(item));
const isTime = (value: unknown) => value === null || Number.isFinite(value);

/** The attempt to resume, or null when the stored value is not one for this test as it is. */
export function parseSavedAttempt(
  value: unknown,
  test: AttemptTest,
  fingerprint: string,
): RunningAttempt | null {
  if (!value || typeof value !== "object") return null;
  const saved = value as Partial<Record<keyof SavedAttempt, unknown>>;
  const count = test.questions.length;
  const indices = Array.from({ length: count }, (_, index) => index);
  if (saved.testId !== test.id || saved.fingerprint !== fingerprint) return null;
  if (!TIMINGS.some((timing) => timing.id === saved.timing)) return null;
  if (!isPermutation(saved.order, indices) || !Array.isArray(saved.optionOrder)) return null;
  const optionOrder = saved.optionOrder as unknown[];
  if (optionOrder.length !== count) return null;
  if (!optionOrder.every((letters) => isPermutation(letters, LETTERS))) return null;
  if (!isIndex(saved.index, count) || typeof saved.submitted !== "boolean") return null;
  if (
    saved.submitted
      ? !isLetter(saved.selected)
      : !(saved.selected === null || isLetter(saved.selected))
  ) {
    return null;
  }
  if (!isTime(saved.deadline) || !isTime(saved.totalSeconds)) return null;
  if ((saved.deadline === null) !== (saved.totalSeconds === null)) return null;
  // One answer per question shown before this one, and this one's once submitted.
  const order = saved.order;
  const answered = saved.index + (saved.submitted ? 1 : 0);
  if (!Array.isArray(saved.answers) || saved.answers.length !== answered) return null;
  const answers = [];
  for (const [place, answer] of (saved.answers as unknown[]).entries()) {
    const { questionIndex, selectedAnswer } = (answer ?? {}) as Record<string, unknown>;
    if (questionIndex !== order[place] || !isLetter(selectedAnswer)) return null;
    const question = test.questions[questionIndex as number]!;
    // The verdict is the question's to give, not the stored value's.
    answers.push({
      questionIndex: questionIndex as number,
      selectedAnswer,
      isCorrect: selectedAnswer === question.correct_answer,
    });
  }
  return {
    timing: saved.timing as RunningAttempt["timing"],
    order,
    optionOrder: optionOrder as AnswerLetter[][],
    index: saved.index,
    selected: (saved.selected as AnswerLetter | null) ?? null,
    submitted: saved.submitted,
    answers,
    deadline: saved.deadline as number | null,
    totalSeconds: saved.totalSeconds as number | null,
  };
}

function readAll(): Record<string, unknown> {
  try {
    const parsed = JSON.parse(localStorage.getItem(QUIZ_ATTEMPTS_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeAll(attempts: Record<string, unknown>) {
  try {
    if (Object.keys(attempts).length === 0) localStorage.removeItem(QUIZ_ATTEMPTS_KEY);
    else localStorage.setItem(QUIZ_ATTEMPTS_KEY, JSON.stringify(attempts));
  } catch {
    // Storage full or disabled: resuming is a convenience, the quiz keeps working.
  }
}

/** This test's saved attempt, if it can be resumed; one that cannot is dropped. */
export function readAttempt(test: AttemptTest, fingerprint: string): RunningAttempt | null {
  const attempts = readAll();
  const stored = attempts[test.id];
  if (stored === undefined) return null;
  const attempt = parseSavedAttempt(stored, test, fingerprint);
  if (!attempt) {
    delete attempts[test.id];
    writeAll(attempts);
  }
  return attempt;
}

export function saveAttempt(testId: number, fingerprint: string, state: QuizState) {
  writeAll({ ...readAll(), [testId]: savedAttemptOf(testId, fingerprint, state) });
}

export function clearAttempt(testId: number) {
  const attempts = readAll();
  if (!(testId in attempts)) return;
  delete attempts[testId];
  writeAll(attempts);
}

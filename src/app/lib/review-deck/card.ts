import type { LessonPageLink } from "../../../shared/lesson-link.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { LETTERS } from "../quiz-letters.ts";

// A review card: a snapshot of one test question (so it shows offline and after the test
// changes) with its FSRS state and review log (ts-fsrs's Card and ReviewLog, dates as ISO text
// so that a card is plain JSON for export and import). Nothing here imports ts-fsrs, so the deck
// can be counted, listed, merged and cleared without the scheduler (ADR 026).

/** ts-fsrs's Card, dates as ISO text; `state` is ts-fsrs's State (0 New … 3 Relearning). */
export interface StoredFsrsCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: 0 | 1 | 2 | 3;
  last_review?: string;
}

/** ts-fsrs's ReviewLog, dates as ISO text; `rating` is 1 Again … 4 Easy. */
export interface StoredReviewLog {
  rating: 1 | 2 | 3 | 4;
  state: 0 | 1 | 2 | 3;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  review: string;
}

export interface DeckCard {
  /** `${testId}-${hash of the question text}`: the same question never makes two cards. */
  id: string;
  testId: number;
  testTitle: string;
  question: string;
  options: Record<AnswerLetter, string>;
  correct: AnswerLetter;
  explanation: string;
  lessonPage: LessonPageLink | null;
  /** When the card was made (ISO). */
  addedAt: string;
  /** fsrs.due in ms since the epoch: the key the deck's "due" index counts by. */
  due: number;
  fsrs: StoredFsrsCard;
  /** Oldest first, at most LOG_LIMIT entries. */
  log: StoredReviewLog[];
}

/** Enough history to see how a card went; a card is reviewed a few times a year at most. */
export const LOG_LIMIT = 100;

/** cyrb53: a 53-bit string hash, so two questions of one test share an id about never. */
function hash53(text: string) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A card's id: the test and its question's text, white space folded, so an edit elsewhere in
 * the test (another question, this one's options or explanation) keeps the card.
 */
export function cardId(testId: number, questionText: string) {
  return `${testId}-${hash53(questionText.trim().replace(/\s+/g, " ")).toString(36)}`;
}

/** When the card was last reviewed (ms), or when it was made if never. */
export function lastTouched(card: Pick<DeckCard, "fsrs" | "addedAt">) {
  return Date.parse(card.fsrs.last_review ?? card.addedAt);
}

/** The card to keep when two copies meet (an import): the later review; a tie keeps `kept`. */
export function laterCard(kept: DeckCard, other: DeckCard): DeckCard {
  return lastTouched(other) > lastTouched(kept) ? other : kept;
}

// Reading a card from outside (an imported file, an older deck): every field checked, since
// anything can be in a file the visitor picked.

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => !!value && typeof value === "object";
const isText = (value: unknown, max = 5000): value is string =>
  typeof value === "string" && value.length <= max;
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isDate = (value: unknown): value is string =>
  isText(value, 40) && Number.isFinite(Date.parse(value));
const isState = (value: unknown): value is 0 | 1 | 2 | 3 =>
  value === 0 || value === 1 || value === 2 || value === 3;
const NUMBERS = ["stability", "difficulty", "elapsed_days", "scheduled_days", "learning_steps"];

function parseFsrs(value: unknown): StoredFsrsCard | null {
  if (!isObject(value) || !isDate(value.due) || !isState(value.state)) return null;
  if (![...NUMBERS, "reps", "lapses"].every((key) => isNumber(value[key]))) return null;
  if (value.last_review !== undefined && !isDate(value.last_review)) return null;
  const card: StoredFsrsCard = {
    due: value.due,
    stability: value.stability as number,
    difficulty: value.difficulty as number,
    elapsed_days: value.elapsed_days as number,
    scheduled_days: value.scheduled_days as number,
    learning_steps: value.learning_steps as number,
    reps: value.reps as number,
    lapses: value.lapses as number,
    state: value.state,
  };
  if (value.last_review !== undefined) card.last_review = value.last_review as string;
  return card;
}

function parseLog(value: unknown): StoredReviewLog | null {
  if (!isObject(value) || !isDate(value.due) || !isDate(value.review)) return null;
  if (![1, 2, 3, 4].includes(value.rating as number) || !isState(value.state)) return null;
  if (![...NUMBERS, "last_elapsed_days"].every((key) => isNumber(value[key]))) return null;
  const { rating, state, due, review } = value;
  const numbers = Object.fromEntries(
    [...NUMBERS, "last_elapsed_days"].map((key) => [key, value[key]]),
  );
  return { ...numbers, rating, state, due, review } as StoredReviewLog;
}

function parseLessonPage(value: unknown): LessonPageLink | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || !Number.isInteger(value.topicId) || !Number.isInteger(value.page)) {
    return undefined;
  }
  if (!isText(value.pageTitle, 500)) return undefined;
  return {
    topicId: value.topicId as number,
    page: value.page as number,
    pageTitle: value.pageTitle,
  };
}

/** The card this value holds, or null when it is not one. */
export function parseDeckCard(value: unknown): DeckCard | null {
  if (!isObject(value) || !Number.isInteger(value.testId)) return null;
  const testId = value.testId as number;
  if (!isText(value.question, 1000) || value.id !== cardId(testId, value.question)) return null;
  if (!isText(value.testTitle, 500) || !isText(value.explanation, 5000)) return null;
  if (!LETTERS.includes(value.correct as AnswerLetter) || !isDate(value.addedAt)) return null;
  const options = value.options;
  if (!isObject(options) || !LETTERS.every((letter) => isText(options[letter], 1000))) return null;
  const fsrs = parseFsrs(value.fsrs);
  const lessonPage = parseLessonPage(value.lessonPage);
  if (!fsrs || lessonPage === undefined || !Array.isArray(value.log)) return null;
  const log = value.log.map(parseLog).filter((entry) => entry !== null);
  return {
    id: value.id,
    testId,
    testTitle: value.testTitle,
    question: value.question,
    options: Object.fromEntries(LETTERS.map((letter) => [letter, options[letter]])) as Record<
      AnswerLetter,
      string
    >,
    correct: value.correct as AnswerLetter,
    explanation: value.explanation,
    lessonPage,
    addedAt: value.addedAt,
    due: Date.parse(fsrs.due),
    fsrs,
    log: log.slice(-LOG_LIMIT),
  };
}

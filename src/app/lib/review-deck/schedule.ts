import {
  type Card,
  createEmptyCard,
  fsrs,
  type Grade,
  generatorParameters,
  type ReviewLog,
} from "ts-fsrs";
import type { LessonPageLink } from "../../../shared/lesson-link.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import {
  cardId,
  type DeckCard,
  LOG_LIMIT,
  type StoredFsrsCard,
  type StoredReviewLog,
} from "./card.ts";
import { getCards, putCards } from "./deck.ts";
import { type Confidence, type DeckGrade, deckStep } from "./rating.ts";

// Scheduling with FSRS (ts-fsrs), loaded only where a question is answered: the timed test's
// results, practice and /review (ADR 026 has the parameters and why).

export const FSRS_PARAMETERS = generatorParameters({
  request_retention: 0.9,
  // A year at most: lessons change, and a learner should meet a card again within one.
  maximum_interval: 365,
  // Cards missed together in one test come back spread over a few days, not all on one.
  enable_fuzz: true,
  // Learning steps (1 and 10 minutes, relearning 10): a missed card comes back in this session.
  enable_short_term: true,
});
const scheduler = fsrs(FSRS_PARAMETERS);

const iso = (date: Date) => date.toISOString();

function storedCard(card: Card): StoredFsrsCard {
  const stored: StoredFsrsCard = {
    due: iso(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as StoredFsrsCard["state"],
  };
  if (card.last_review) stored.last_review = iso(card.last_review);
  return stored;
}

function storedLog(log: ReviewLog): StoredReviewLog {
  return {
    rating: log.rating as StoredReviewLog["rating"],
    state: log.state as StoredReviewLog["state"],
    due: iso(log.due),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsed_days,
    last_elapsed_days: log.last_elapsed_days,
    scheduled_days: log.scheduled_days,
    learning_steps: log.learning_steps,
    review: iso(log.review),
  };
}

/** What a card shows, taken from the test as it is when the question is answered. */
export interface CardSnapshot {
  testId: number;
  testTitle: string;
  question: string;
  options: Record<AnswerLetter, string>;
  correct: AnswerLetter;
  explanation: string;
  lessonPage: LessonPageLink | null;
}

/** A new card for this question, due at once. */
export function newCard(snapshot: CardSnapshot, now: Date): DeckCard {
  const fsrsCard = storedCard(createEmptyCard(now));
  return {
    id: cardId(snapshot.testId, snapshot.question),
    ...snapshot,
    addedAt: iso(now),
    due: Date.parse(fsrsCard.due),
    fsrs: fsrsCard,
    log: [],
  };
}

/** The card after one review with this grade at `now`. */
export function reviewed(card: DeckCard, grade: DeckGrade, now: Date): DeckCard {
  const next = scheduler.next(card.fsrs, now, grade as Grade);
  const fsrsCard = storedCard(next.card);
  return {
    ...card,
    due: Date.parse(fsrsCard.due),
    fsrs: fsrsCard,
    log: [...card.log, storedLog(next.log)].slice(-LOG_LIMIT),
  };
}

export interface Answered {
  snapshot: CardSnapshot;
  correct: boolean;
  confidence: Confidence | null;
}

export interface DeckChanges {
  added: number;
  reviewed: number;
}

/**
 * Feeds answers from a timed test or practice into the deck (rating.ts decides what each does).
 * A card touched keeps its FSRS state and takes the question as the test has it now.
 */
export async function recordAnswers(
  answers: readonly Answered[],
  now: Date = new Date(),
): Promise<DeckChanges> {
  const ids = answers.map((answer) => cardId(answer.snapshot.testId, answer.snapshot.question));
  const existing = await getCards(ids);
  const changes: DeckChanges = { added: 0, reviewed: 0 };
  const cards = new Map<string, DeckCard>();
  answers.forEach((answer, index) => {
    const id = ids[index]!;
    const card = cards.get(id) ?? existing.get(id) ?? null;
    const step = deckStep(answer.correct, answer.confidence, card, now.getTime());
    if (step.kind === "add") {
      cards.set(id, newCard(answer.snapshot, now));
      changes.added++;
    } else if (step.kind === "review" && card) {
      cards.set(id, { ...reviewed(card, step.grade, now), ...answer.snapshot });
      changes.reviewed++;
    }
  });
  await putCards([...cards.values()]);
  return changes;
}

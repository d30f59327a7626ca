import { cardId, type DeckCard } from "./card.ts";

// A card as the deck stores it, for the deck's tests.

export const at = "2026-11-24T10:00:00.000Z";

export function sampleCard(overrides: Partial<DeckCard> = {}): DeckCard {
  const question = overrides.question ?? "What does a perceptron compute?";
  const testId = overrides.testId ?? 3;
  return {
    id: cardId(testId, question),
    testId,
    testTitle: "Perceptrons Test",
    question,
    options: { A: "A weighted sum and a threshold", B: "A sort", C: "A hash", D: "A join" },
    correct: "A",
    explanation: "It thresholds a weighted sum.",
    lessonPage: { topicId: 7, page: 2, pageTitle: "The perceptron" },
    addedAt: at,
    due: Date.parse(at),
    fsrs: {
      due: at,
      stability: 0,
      difficulty: 0,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
    },
    log: [],
    ...overrides,
  };
}

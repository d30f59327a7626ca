import type { Answered, CardSnapshot, DeckChanges } from "../../lib/review-deck/schedule.ts";
import type { QuizQuestion, QuizTest } from "./quiz-types.ts";

// The quiz's and practice's way into the review deck. The deck's code (idb and ts-fsrs) is
// fetched on the first answer that needs it, so the test page loads without it.

export function snapshotOf(test: Pick<QuizTest, "id" | "title">, question: QuizQuestion) {
  return {
    testId: test.id,
    testTitle: test.title,
    question: question.question,
    options: question.options,
    correct: question.correct_answer,
    explanation: question.explanation,
    lessonPage: question.lessonPage,
  } satisfies CardSnapshot;
}

/** Records the answers in this browser's deck; null when the browser keeps no deck. */
export async function feedDeck(answers: readonly Answered[]): Promise<DeckChanges | null> {
  try {
    const { recordAnswers } = await import("../../lib/review-deck/schedule.ts");
    return await recordAnswers(answers);
  } catch {
    // IndexedDB refused (a locked-down browser) or the chunk did not load: the test or the
    // practice goes on without the deck, and the screen says so.
    return null;
  }
}

import type { LessonPageLink } from "../../../shared/lesson-link.ts";
import type { Question } from "../../../shared/schemas/content.ts";

/** A question with the page of the test's lesson that teaches it (null: none found). */
export interface QuizQuestion extends Question {
  lessonPage: LessonPageLink | null;
}

/** A test as the quiz screen gets it from the loader. */
export interface QuizTest {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  timeLimit: number;
  passingScore: number;
  questions: QuizQuestion[];
  /** The lesson that teaches what the test asks, when it can be read. */
  lesson: { id: number; title: string } | null;
}

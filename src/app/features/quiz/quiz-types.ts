import type { Question } from "../../../shared/schemas/content.ts";

/** A test as the quiz screen gets it from the loader. */
export interface QuizTest {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  timeLimit: number;
  passingScore: number;
  questions: Question[];
  /** The lesson that teaches what the test asks, when it can be read. */
  lesson: { id: number; title: string } | null;
}

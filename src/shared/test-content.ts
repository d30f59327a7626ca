import { ANSWER_LETTERS, type Question, storedQuestionSchema } from "./schemas/content.ts";

// Rules of spec §3 for a test's generatedContent text.

/** Counts as generated: non-empty, not the word null, longer than 10 characters. */
export function hasTestContent(raw: string | null | undefined): boolean {
  if (!raw) return false;
  const trimmed = raw.trim();
  return trimmed !== "null" && trimmed.length > 10;
}

/** The questions held by the content, or null when it does not parse. */
export function parseTestQuestions(raw: string | null | undefined): Question[] | null {
  if (!hasTestContent(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw as string);
  } catch {
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? (parsed as { questions?: unknown }).questions
      : null;
  if (!Array.isArray(list)) return null;
  return list.map(toQuestion).filter((question): question is Question => question !== null);
}

/**
 * Reads one stored question in any of the shapes older content used, and keeps it only if it
 * passes the rules new content is held to (stored content may predate them).
 */
function toQuestion(item: unknown): Question | null {
  const candidate = toCandidate(item);
  if (!candidate) return null;
  const checked = storedQuestionSchema.safeParse(candidate);
  return checked.success ? checked.data : null;
}

/** Question count is the list length, 0 when the content does not parse. */
export function countQuestions(raw: string | null | undefined): number {
  return parseTestQuestions(raw)?.length ?? 0;
}

function toCandidate(item: unknown): Question | null {
  if (!item || typeof item !== "object") return null;
  const record = item as Record<string, unknown>;
  const question = typeof record.question === "string" ? record.question.trim() : "";
  const options = toOptions(record.options);
  const correct = toLetter(record.correct_answer ?? record.correctAnswer);
  if (!question || !options || !correct) return null;
  const explanation = typeof record.explanation === "string" ? record.explanation.trim() : "";
  return { question, options, correct_answer: correct, explanation };
}

function toOptions(value: unknown): Question["options"] | null {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? ANSWER_LETTERS.map((letter) => (value as Record<string, unknown>)[letter])
      : null;
  if (list?.length !== 4 || !list.every((text) => typeof text === "string")) return null;
  const [A, B, C, D] = list as string[];
  return { A: A!, B: B!, C: C!, D: D! };
}

function toLetter(value: unknown): Question["correct_answer"] | null {
  if (typeof value === "number") return ANSWER_LETTERS[value] ?? null;
  if (typeof value !== "string") return null;
  const letter = value.trim().toUpperCase().charAt(0);
  return (ANSWER_LETTERS as readonly string[]).includes(letter)
    ? (letter as Question["correct_answer"])
    : null;
}

import { z } from "zod";
import { SEARCH } from "../constants.ts";
import { isStorableText } from "../storable-text.ts";

// The site search's input and answer (ADR 025), for GET /api/search and the /search page alike.

export const SEARCH_MESSAGES = {
  empty: "Type a word or two to search for",
  tooLong: `Search must be ${SEARCH.queryMax} characters or less`,
  unstorable: "Search contains a character that cannot be searched for",
} as const;

/** What a visitor typed: trimmed, 1 to SEARCH.queryMax characters. */
export const searchText = z
  .string({ error: SEARCH_MESSAGES.empty })
  .trim()
  .min(1, SEARCH_MESSAGES.empty)
  .max(SEARCH.queryMax, SEARCH_MESSAGES.tooLong)
  .refine(isStorableText, SEARCH_MESSAGES.unstorable);

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${SEARCH.apiMax}`;
const CURSOR_MESSAGE = "Cursor must be the number of results already read";

/**
 * GET /api/search: `limit` results after the first `cursor` ones. Results are ranked, not
 * ordered by id, so the cursor counts results (the Link header's next page carries it) rather
 * than naming the last one's id as the other lists do (ADR 019).
 */
export const searchApiQuery = z.strictObject({
  q: searchText,
  limit: z
    .string()
    .regex(/^[1-9][0-9]?$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((limit) => limit <= SEARCH.apiMax, LIMIT_MESSAGE)
    .default(SEARCH.perPage),
  cursor: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,8})$/, CURSOR_MESSAGE)
    .transform(Number)
    .optional(),
});

/** A part of a snippet: text as it stands in the lesson, `mark` where it matched. */
export const snippetPart = z.object({ text: z.string(), mark: z.boolean() });
export type SnippetPart = z.output<typeof snippetPart>;

/** One result: a topic at its best-matching page, or a test with the questions that match. */
export const searchHit = z.object({
  kind: z.enum(["topic", "test"]),
  id: z.number().int(),
  title: z.string(),
  level: z.string(),
  category: z.string(),
  /** Where the result leads: the page of the lesson, or the test. */
  path: z.string(),
  /** A lesson's page the snippet is from. */
  page: z.object({ number: z.number().int(), of: z.number().int(), title: z.string() }).nullable(),
  /** A lesson's other pages that match, in order. */
  otherPages: z.array(z.number().int()),
  /** How many of a test's questions match. */
  questions: z.number().int().nullable(),
  /** A test's lesson, when it can be read. */
  lesson: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  snippet: z.array(snippetPart),
});
export type SearchHit = z.output<typeof searchHit>;

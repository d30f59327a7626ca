import { z } from "zod";
import { LEVELS, LIST_PAGE } from "../constants.ts";
import { idText } from "../ids.ts";

// Every list the API gives (topics, tests, messages, inquiries, sponsors) comes a page at a time
// (ADR 019): `limit` rows after `cursor`, the id of the last row of the page before. The answer
// stays a JSON array, as the spec's callers read it; `X-Total-Count` says how many rows match the
// filters and `Link: <…>; rel="next"` gives the address of the next page, absent on the last.

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIST_PAGE.max}`;

/** The paging and search parameters every list takes. */
export const pageQuery = {
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((limit) => limit <= LIST_PAGE.max, LIMIT_MESSAGE)
    .default(LIST_PAGE.size),
  cursor: idText.optional(),
  q: z
    .string()
    .trim()
    .max(LIST_PAGE.searchMax, `Search must be ${LIST_PAGE.searchMax} characters or less`)
    .optional(),
};

/** `fields=a,b,c`: only these fields of each row (the id always), from the names a list allows. */
export function fieldsQuery<const Name extends string>(names: readonly Name[]) {
  const allowed = new Set<string>(names);
  return z
    .string()
    .transform((text) => text.split(",").map((name) => name.trim()))
    .refine((list) => list.every((name) => allowed.has(name)), {
      message: `Fields must be among ${names.join(", ")}`,
    })
    .transform((list) => [...new Set(["id", ...list])] as Name[])
    .optional();
}

/** Each row cut to the fields asked for; every field when none were. */
export function pickFields<T extends object>(rows: T[], fields: readonly string[] | undefined) {
  if (!fields) return rows;
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).filter(([name]) => fields.includes(name)),
      ) as Partial<T>,
  );
}

/** `status=a,b`: rows in any of these states. */
export function statusList<const S extends string>(statuses: readonly S[]) {
  const known = new Set<string>(statuses);
  const message = `Status must be among ${statuses.join(", ")}`;
  return z
    .string()
    .transform((text) => text.split(",").map((status) => status.trim()))
    .refine((list) => list.every((status) => known.has(status)), { message })
    .transform((list) => list as S[])
    .optional();
}

/** Topics and tests: search, category and level, as the lists' filters offer them. */
export const contentListQuery = z.strictObject({
  ...pageQuery,
  category: z.string().trim().max(100).optional(),
  level: z.enum(LEVELS, { error: "Level must be beginner, intermediate or advanced" }).optional(),
  /** Oldest first (the spec's order, the default) or newest first (the admin screens). */
  order: z.enum(["oldest", "newest"], { error: "Order must be oldest or newest" }).optional(),
});

export type PageRequest = { limit: number; cursor?: number | undefined; q?: string | undefined };
export type ContentListRequest = z.output<typeof contentListQuery>;

/** One page of a list: its rows, the id to continue after (null on the last) and the total. */
export interface Page<T> {
  items: T[];
  next: number | null;
  total: number;
  /** False when a search counted only its first matches: more than `total` rows match. */
  totalIsExact?: boolean;
}

/** GET /api/topics/counts and /api/tests/counts: a whole list counted, for the admin screens. */
export const createdCountsRecord = z.object({
  createdBefore: z.number().int(),
  createdPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export const contentCountsRecord = createdCountsRecord.extend({
  total: z.number().int(),
  active: z.number().int(),
  written: z.number().int(),
  byCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
});

import { z } from "zod";

// One rule for every id in every address, API and page alike: a row id is a PostgreSQL integer
// written in plain decimal digits, 1 to 2147483647, with no sign, leading zero, exponent or
// space. `1e2`, `007`, `+5` and `2147483648` name nothing.

export const MAX_ID = 2_147_483_647;

const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** The id an address segment names, or null when it is not an id. */
export function parseId(text: string): number | null {
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

const NOT_AN_ID = "Must be a whole number from 1 to 2147483647";

/** An id in a path or query: the same rule as parseId, reported as a validation error. */
export const idText = z
  .string()
  .regex(ID_TEXT, NOT_AN_ID)
  .transform(Number)
  .refine((id) => id <= MAX_ID, NOT_AN_ID);

/** An id in a JSON body. */
export const idNumber = z.number().int(NOT_AN_ID).min(1, NOT_AN_ID).max(MAX_ID, NOT_AN_ID);

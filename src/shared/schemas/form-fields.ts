import * as z from "zod/mini";

// Field rules shared by every schema and by the public forms' schemas (contact-form.ts,
// sponsor-inquiry-form.ts). Written with zod/mini, whose schemas run the same on the server and
// cost a third of classic zod in the browser: the public pages have a 150 KB JS budget.
// Classic schemas compose these fields like any other.

/** A URL a person typed: http(s) only, or empty (stored as null). */
export function optionalHttpUrl(message: string) {
  return z.nullish(
    z.pipe(
      z.string({ error: message }).check(
        z.trim(),
        z.maxLength(2048, message),
        z.refine((value) => value === "" || z.httpUrl().safeParse(value).success, message),
      ),
      z.transform((value: string) => (value === "" ? null : value)),
    ),
  );
}

/** Optional free text: empty or missing becomes null. */
export function optionalText(max: number) {
  return z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, `Must be ${max} characters or less`)),
      z.transform((value: string) => (value === "" ? null : value)),
    ),
  );
}

/** Trimmed text between min and max characters, with one message for a missing value. */
export function boundedText(
  min: { length: number; message: string },
  max: { length: number; message: string },
) {
  return z
    .string({ error: min.message })
    .check(z.trim(), z.minLength(min.length, min.message), z.maxLength(max.length, max.message));
}

/**
 * Honeypot: a field people never see. A filled one marks a bot; the server answers as if the
 * submission succeeded and stores nothing.
 */
export const honeypot = z.optional(z.string().check(z.maxLength(500)));

export const DESCRIPTION_MAX_MESSAGE =
  "Description must be 300 characters or less to maintain card layout";

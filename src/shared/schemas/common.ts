import { z } from "zod";

/** A URL a person typed: http(s) only, or empty (stored as null). */
export function optionalHttpUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .refine((value) => value === "" || z.httpUrl().safeParse(value).success, message)
    .transform((value) => (value === "" ? null : value))
    .nullish();
}

/** Optional free text: empty or missing becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .transform((value) => (value === "" ? null : value))
    .nullish();
}

export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be ${max} characters or less`);
}

/**
 * Honeypot: a field people never see. A filled one marks a bot; the server answers as if the
 * submission succeeded and stores nothing.
 */
export const honeypot = z.string().max(500).optional();

export const idParam = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });

/** Timestamps travel as ISO 8601 strings and are Date objects in code. */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

export const errorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** A partial update must change something; reported only when every key was known. */
export const nonEmpty = {
  message: "Nothing to update",
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
};
export const hasKeys = (value: object) => Object.keys(value).length > 0;

import { z } from "zod";
import { idText } from "../ids.ts";

// optionalText, optionalHttpUrl and honeypot live in form-fields.ts (zod/mini: the public forms
// ship them to the browser).

export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be ${max} characters or less`);
}

export const idParam = z.strictObject({ id: idText });

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

/** An object with a count (or `value`) for each of `keys`: { pending: 3, closed: 1 }. */
export function countsBy<const K extends string, V extends z.ZodType = z.ZodNumber>(
  keys: readonly K[],
  value?: V,
) {
  const shape = Object.fromEntries(keys.map((key) => [key, value ?? z.number().int()]));
  return z.object(shape as Record<K, V>);
}

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isStorableText } from "../../shared/storable-text.ts";
import { AppError } from "../errors.ts";

// Text a database can store: PostgreSQL's text refuses the NUL character, and an unpaired
// UTF-16 surrogate cannot be written as UTF-8. JSON may carry both (`"\u0000"`, `"\ud800"`),
// so every string of a JSON body and of an API query is checked before validation, and a bad
// one is refused with 400 naming the field, instead of failing in the database as a 500.

const NUL = "\u0000";

export { isStorableText };

/** The path of the first string that cannot be stored, or null. */
export function unstorableText(value: unknown, path = ""): string | null {
  if (typeof value === "string") {
    return isStorableText(value) ? null : path || "body";
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableText(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL) || !key.isWellFormed()) return keyPath;
      const found = unstorableText(item, keyPath);
      if (found) return found;
    }
  }
  return null;
}

export const MESSAGE = "Contains a character that cannot be stored (NUL or a broken surrogate)";

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      const field =
        unstorableText(request.body) ??
        (request.url.startsWith("/api/") ? unstorableText(request.query) : null) ??
        unstorableText(request.params);
      if (field) throw new AppError(400, MESSAGE, { fields: { [field]: MESSAGE } });
    });
  },
  { name: "text-input" },
);

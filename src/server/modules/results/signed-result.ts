import { createHmac, timingSafeEqual } from "node:crypto";
import {
  VERIFIED_TOKEN_MAX,
  type VerifiedResult,
  verifiedResultRecord,
} from "../../../shared/schemas/verified-result.ts";

// A verifiable result is its fields and an HMAC-SHA256 over them, both base64url, joined by a
// dot: `<payload>.<signature>`. The key is derived from the installation's secret for this use
// alone, so a signature here can never stand for a device cookie or a rate-limit key.

const PURPOSE = "learn-ai verified result v1";

function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).digest();
}

function signatureOf(key: Buffer, payload: string): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

export function signResult(secret: string, result: VerifiedResult): string {
  const payload = Buffer.from(JSON.stringify(result)).toString("base64url");
  return `${payload}.${signatureOf(keyOf(secret), payload).toString("base64url")}`;
}

/**
 * What a token says and whether its signature holds; null when it is not a result token at all
 * (wrong shape, not base64url, not a result's fields).
 */
export function readResult(
  secret: string,
  token: string,
): { result: VerifiedResult; valid: boolean } | null {
  if (token.length > VERIFIED_TOKEN_MAX) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = verifiedResultRecord.safeParse(fields);
  if (!parsed.success) return null;
  const expected = signatureOf(keyOf(secret), payload);
  const given = Buffer.from(signature, "base64url");
  const valid = given.length === expected.length && timingSafeEqual(given, expected);
  return { result: parsed.data, valid };
}

// The public forms' one way to send: a JSON POST to the site's API. It never throws: a network
// failure or an error answer comes back as { ok: false } with the server's message and fields.

export type PostResult =
  | { ok: true; data: unknown }
  | { ok: false; error: string | null; fields: Record<string, string> };

export async function postJson(url: string, body: unknown): Promise<PostResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, data: await response.json().catch(() => null) };
    const payload = (await response.json().catch(() => null)) as {
      error?: unknown;
      fields?: unknown;
    } | null;
    return {
      ok: false,
      error: typeof payload?.error === "string" && payload.error ? payload.error : null,
      fields: isStringRecord(payload?.fields) ? payload.fields : {},
    };
  } catch {
    return { ok: false, error: null, fields: {} };
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((item) => typeof item === "string")
  );
}

/** Joins a message and a follow-up sentence with exactly one full stop between them. */
export function sentence(message: string, followUp: string) {
  return `${message}${/[.!?]$/.test(message) ? "" : "."} ${followUp}`;
}

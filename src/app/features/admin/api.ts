// The admin area's one way to call the API (spec §7): cookies always, a JSON body only when there
// is a payload. A non-OK answer throws an ApiError carrying the server's message and field errors;
// useUser turns the 401 of GET /api/user into null (nobody is logged in).

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
  }
}

export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, "The server could not be reached. Check your connection.", {});
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message = text || response.statusText || `HTTP error! status: ${response.status}`;
  let fields: Record<string, string> = {};
  try {
    const payload = JSON.parse(text) as { error?: unknown; fields?: unknown };
    if (typeof payload.error === "string" && payload.error) message = payload.error;
    if (payload.fields && typeof payload.fields === "object") {
      fields = payload.fields as Record<string, string>;
    }
  } catch {
    // not JSON: keep the text
  }
  return new ApiError(response.status, message, fields);
}

/** The text to show for a failed call: the server's own message when it gave one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

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
  const response = await send(method, url, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** One page of a list (ADR 019): its rows, how many match, and the next page's address. */
export interface ApiPage<T> {
  items: T[];
  total: number;
  /** False when a search stopped counting at `total`: more rows match. */
  totalIsExact: boolean;
  next: string | null;
}

export async function apiPage<T>(url: string): Promise<ApiPage<T>> {
  const response = await send("GET", url);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get("x-total-count") ?? items.length);
  const totalIsExact = response.headers.get("x-total-count-exact") !== "false";
  return { items, total, totalIsExact, next: nextPageAddress(response.headers.get("link")) };
}

/** The address a `Link` header names as the next page, or null on the last page. */
export function nextPageAddress(link: string | null | undefined): string | null {
  return link?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
}

async function send(method: string, url: string, body?: unknown): Promise<Response> {
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
  return response;
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

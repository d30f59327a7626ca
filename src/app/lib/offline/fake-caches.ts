// Test doubles for the browser's Cache Storage and the network, in memory, for the offline code's
// unit tests (Node has neither Cache Storage nor a page origin).

export const ORIGIN = "https://learn.test";

const keyOf = (request: RequestInfo | URL) => {
  const url =
    typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
  return new URL(url, ORIGIN).href;
};

async function copy(response: Response) {
  const { status, statusText, headers } = response;
  const body = status === 204 ? null : await response.arrayBuffer();
  return new Response(body, { status, statusText, headers });
}

export class FakeCache {
  readonly entries = new Map<string, Response>();
  readonly storage: FakeCacheStorage;
  constructor(storage: FakeCacheStorage) {
    this.storage = storage;
  }

  async match(request: RequestInfo | URL, _options?: CacheQueryOptions) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    if (this.storage.full)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.entries.set(keyOf(request), await copy(response));
  }
  async addAll(requests: Array<RequestInfo | URL>) {
    for (const request of requests) {
      const response = await fetch(request);
      if (!response.ok) throw new TypeError(`${keyOf(request)}: ${response.status}`);
      await this.put(request, response);
    }
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  /** The paths (with search) this cache holds, sorted. */
  paths() {
    return [...this.entries.keys()].map((url) => url.slice(ORIGIN.length)).sort();
  }
}

export class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  /** Every put fails with QuotaExceededError while set. */
  full = false;

  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache(this));
    return this.named.get(name)!;
  }
  async has(name: string) {
    return this.named.has(name);
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async match(request: RequestInfo | URL, options?: CacheQueryOptions) {
    for (const cache of this.named.values()) {
      const found = await cache.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
}

type Answer = string | { status?: number; body?: string; headers?: Record<string, string> };

/**
 * A network answering from `site` (path with search → body or answer); anything else is 404.
 * `calls` records each request; `offline()` makes every request fail as a dropped network does.
 */
export function fakeNetwork(site: Record<string, Answer>) {
  const calls: Request[] = [];
  let down = false;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(keyOf(input), init);
    calls.push(request);
    if (down) throw new TypeError("Failed to fetch");
    const url = new URL(request.url);
    const answer = site[url.pathname + url.search];
    if (answer === undefined) return new Response("Not found", { status: 404 });
    const {
      status = 200,
      body = "",
      headers = {},
    } = typeof answer === "string" ? { body: answer } : answer;
    return new Response(status === 204 ? null : body, { status, headers });
  };
  return {
    fetch,
    calls,
    offline: () => {
      down = true;
    },
    online: () => {
      down = false;
    },
  };
}

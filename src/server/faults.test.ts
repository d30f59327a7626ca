import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BODY_LIMIT_BYTES } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { contactMessages } from "./modules/contact-messages/contact-messages.table.ts";
import {
  cleanUpServers,
  ensureBuild,
  freshPostgresDatabase,
  type Server,
  start,
  tempDir,
} from "./test-server.ts";

// Issue 7's faults against the real server process, in this order: clients that send too slowly,
// kill -9 among writes and a restart, 500 concurrent writes, bad bodies, SIGTERM under load.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN = { username: "owner", password: "a long configured password" };

let env: Record<string, string>;
let dataDir: string;
/** The instance under test; restarted after kill -9. */
let server: Server;

/** A data directory holding the migrated template: the server skips initdb, its slowest step. */
function migratedDataDir() {
  const dir = tempDir();
  if (onPostgres) return dir; // unused
  mkdirSync(join(dir, "pglite"));
  execFileSync("tar", ["-xf", inject("pgliteTemplate"), "-C", join(dir, "pglite")], {
    stdio: "ignore",
  });
  return dir;
}

beforeAll(async () => {
  ensureBuild();
  dataDir = migratedDataDir();
  env = {
    SEED_CATALOG: "false",
    FORM_MAX_PER_HOUR: "1000000",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(onPostgres ? { DATABASE_URL: await freshPostgresDatabase("faults") } : {}),
  };
  // A short limit for the slow clients only: Node counts a request's time from its first byte to
  // its last one read, waits for a busy server included, so it would cut 500 concurrent writes.
  server = await start(dataDir, { ...env, REQUEST_TIMEOUT_SECONDS: "2" });
}, 120_000);

afterAll(cleanUpServers);

/** Sends a contact message; its status once the whole answer has arrived. */
async function post(message: string): Promise<number> {
  const response = await fetch(`${server.url}/api/contact-messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subject: "Fault test", message }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The texts that are not stored exactly once. */
function notOnce(expected: string[], stored: string[]) {
  const counts = new Map<string, number>();
  for (const text of stored) counts.set(text, (counts.get(text) ?? 0) + 1);
  return expected.filter((text) => counts.get(text) !== 1);
}

async function storedOverHttp(): Promise<string[]> {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  // Every page of the list (ADR 019), following its Link headers.
  const messages: string[] = [];
  let next: string | null = "/api/contact-messages?limit=200";
  while (next) {
    const response: Response = await fetch(`${server.url}${next}`, { headers: { cookie } });
    const rows = (await response.json()) as Array<{ message: string }>;
    messages.push(...rows.map((row) => row.message));
    next = response.headers.get("link")?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
  }
  return messages;
}

/** A raw TCP connection to the server, for what fetch cannot do: send a request by halves. */
function open() {
  const port = Number(new URL(server.url).port);
  return new Promise<Raw>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    socket.setEncoding("utf8");
    let received = "";
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<string>((done) => socket.on("close", () => done(received)));
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.off("error", reject);
      socket.on("error", () => {}); // a reset shows as `closed`
      const waitFor = (text: string) =>
        new Promise<void>((done, fail) => {
          const check = () => received.includes(text) && done();
          if (check()) return;
          socket.on("data", check);
          closed.then(() => fail(new Error(`closed before "${text}": ${received}`)));
        });
      resolve({ write: (text) => socket.write(text), waitFor, closed });
    });
  });
}

interface Raw {
  write: (text: string) => void;
  waitFor: (text: string) => Promise<void>;
  /** Resolves with everything received once the server has closed the connection. */
  closed: Promise<string>;
}

function postHead(length: number, extra = "") {
  return (
    "POST /api/contact-messages HTTP/1.1\r\nHost: localhost\r\n" +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`
  );
}

describe("faults", () => {
  it("cuts clients that send a request too slowly with 408, answering others meanwhile", async () => {
    const dripBody = await open(); // a byte of the body at a time
    dripBody.write(`${postHead(1000)}{"subject":`);
    const stalled = await open(); // half the body, then nothing
    stalled.write(`${postHead(100)}{"subject":"Half a body",`);
    const dripHeaders = await open(); // slowloris: a header line at a time
    dripHeaders.write("GET /api/topics HTTP/1.1\r\nHost: localhost\r\n");
    let line = 0;
    const drip = setInterval(() => {
      dripBody.write(" ");
      dripHeaders.write(`X-Drip-${line++}: a\r\n`);
    }, 100);

    let cut = false;
    const slow = Promise.all([dripBody.closed, stalled.closed, dripHeaders.closed]);
    const firstCut = Promise.race([dripBody.closed, stalled.closed, dripHeaders.closed]);
    firstCut.then(() => {
      cut = true;
    });
    const answeredMeanwhile: number[] = [];
    while (!cut) {
      const response = await fetch(`${server.url}/api/topics`);
      await response.arrayBuffer();
      if (!cut) answeredMeanwhile.push(response.status);
    }
    const answers = await slow;
    clearInterval(drip);

    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
    expect(answeredMeanwhile.filter((status) => status !== 200)).toEqual([]);
    expect(await post("answered after the slow clients")).toBe(201);
  }, 20_000);

  it("keeps every acknowledged message, once, after SIGKILL in the middle of a stream of writes", async () => {
    const acknowledged: string[] = [];
    const otherStatuses: number[] = [];
    const writer = async (loop: number) => {
      for (let i = 0; ; i++) {
        const text = `killed mid-stream ${loop}-${i}`;
        const status = await post(text).catch(() => null);
        if (status === null) return; // the server is gone
        if (status === 201) acknowledged.push(text);
        else otherStatuses.push(status);
        if (acknowledged.length === 200) server.child.kill("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, loop) => writer(loop)));
    await server.exited;
    expect(otherStatuses).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    server = await start(dataDir, env); // the default request timeout from here on
    const stored = await storedOverHttp();
    expect(notOnce(acknowledged, stored)).toEqual([]);
    // Writes cut off by the kill may be there or not, but never twice.
    expect(new Set(stored).size).toBe(stored.length);
  }, 60_000);

  it("stores 500 concurrent messages exactly once each", async () => {
    const texts = Array.from({ length: 500 }, (_, i) => `one of 500 at once, number ${i}`);
    const statuses = await Promise.all(texts.map(post));
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(notOnce(texts, await storedOverHttp())).toEqual([]);
  });

  it("answers malformed, oversized and mistyped bodies with their 4xx while good ones succeed", async () => {
    const url = `${server.url}/api/contact-messages`;
    const send = async (type: string, body: BodyInit) => {
      const init = { method: "POST", headers: { "content-type": type }, body, duplex: "half" };
      const response = await fetch(url, init as RequestInit);
      return { status: response.status, body: await response.json() };
    };
    const tooBig = JSON.stringify({ subject: "Too big", message: "x".repeat(BODY_LIMIT_BYTES) });
    const streamed = new Blob([tooBig]).stream(); // chunked: no Content-Length to refuse early
    const [malformed, oversized, oversizedChunked, mistyped, ...good] = await Promise.all([
      send("application/json", '{"subject": "Broken", "message": '),
      send("application/json", tooBig),
      send("application/json", streamed),
      send("text/plain", "subject=Hello&message=plain text"),
      ...Array.from({ length: 20 }, (_, i) => post(`sent beside bad bodies ${i}`)),
    ]);
    expect(malformed).toEqual({ status: 400, body: { error: "Malformed JSON body" } });
    expect(oversized).toEqual({ status: 413, body: { error: "Request body is too large" } });
    expect(oversizedChunked).toEqual(oversized);
    expect(mistyped).toEqual({
      status: 415,
      body: { error: "Content-Type must be application/json" },
    });
    expect(good).toEqual(Array(20).fill(201));
  });

  it("on SIGTERM ends the requests in flight, refuses new connections, closes the database and exits 0", async () => {
    // Requests the server is inside of: their headers read (100 Continue sent), bodies to come.
    const held = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const text = `held across SIGTERM ${i}`;
        const body = JSON.stringify({ subject: "In flight", message: text });
        const raw = await open();
        raw.write(postHead(Buffer.byteLength(body), "Expect: 100-continue\r\n"));
        await raw.waitFor("HTTP/1.1 100 Continue\r\n\r\n");
        return { raw, body, text };
      }),
    );
    // A keep-alive connection idle after its answer.
    const idle = await open();
    idle.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await idle.waitFor('{"status":"ok"}');

    const load = startLoad();
    while (load.statuses.length < 50) await sleep(10);
    load.signalled = true;
    server.child.kill("SIGTERM");
    while (!server.output().includes("SIGTERM received")) await sleep(10);

    // New connections are refused, not left hanging, while the held requests are still open.
    expect(await refusedSoon()).toBe(true);
    expect(await idle.closed).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\{"status":"ok"\}$/);

    for (const { raw, body } of held) raw.write(body);
    for (const { raw } of held) {
      // `closed`: the server ends the connection after the answer, not a keep-alive later.
      expect(await raw.closed).toMatch(
        /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/,
      );
    }
    await load.done;
    expect(load.statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    const unclean = load.errors.filter(
      ({ code, afterSignal }) => !afterSignal || !CLOSED.includes(code),
    );
    expect(unclean).toEqual([]);

    expect(await server.exited).toBe(0);
    if (!onPostgres) expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
    // The database was closed cleanly: it opens again, holding every acknowledged write once.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const rows = await database.db
        .select({ message: contactMessages.message })
        .from(contactMessages);
      const stored = rows.map((row) => row.message);
      expect(notOnce([...held.map(({ text }) => text), ...load.acknowledged], stored)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

/** How a request on a closing server may fail: no connection, or one closed before an answer. */
const CLOSED = ["ECONNREFUSED", "ECONNRESET", "EPIPE", "UND_ERR_SOCKET"];

/** Eight clients reading pages and the API and sending messages until the server is gone. */
function startLoad() {
  const load = {
    signalled: false,
    statuses: [] as number[],
    errors: [] as Array<{ code: string; afterSignal: boolean }>,
    acknowledged: [] as string[],
  };
  const paths = ["/", "/api/topics", "/api/categories", "/healthz", "/tests"];
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    return response.status;
  };
  const client = async (n: number) => {
    for (let i = 0; ; i++) {
      const text = `sent under load ${n}-${i}`;
      try {
        const status = i % 3 === 0 ? await post(text) : await get(paths[i % paths.length]!);
        load.statuses.push(status);
        if (status === 201) load.acknowledged.push(text);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        load.errors.push({ code: cause?.code ?? String(error), afterSignal: load.signalled });
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
  return Object.assign(load, { done });
}

/** True once a new connection is refused (ECONNREFUSED); false if it is still accepted after 5 s. */
async function refusedSoon(): Promise<boolean> {
  const port = Number(new URL(server.url).port);
  for (let attempt = 0; attempt < 100; attempt++) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    if (outcome === "ECONNREFUSED") return true;
    await sleep(50);
  }
  return false;
}

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSubject } from "../../e2e/fake-llm/fake-llm-content.ts";
import { FAKE_MODEL, type FakeLlm, startFakeLlm } from "../../e2e/fake-llm/fake-llm-server.ts";
import { chatRequestSchema, promptText } from "../../e2e/fake-llm/openai-wire.ts";
import {
  cleanUpServers,
  ensureBuild,
  freshPostgresDatabase,
  type Server,
  start,
  tempDir,
} from "./test-server.ts";

// Two server processes over one PostgreSQL, as behind a load balancer (issue 7): what one
// instance does, the other knows: sessions, public pages, generation jobs and rate limits.

const ADMIN = { username: "owner", password: "a long configured password" };
/** The bound on how soon one instance's write shows on the other's public pages. */
const PROPAGATION_MS = 1000;
const POLL_MS = 50;
/** Every topic: the probes have no pages, which /topics hides by default ("Available now"). */
const ALL_TOPICS = "/topics?show=all";

let fake: FakeLlm;
let db: pg.Client;
let one: Server;
let two: Server;
/** An admin session made on instance two, used for writes through instance one. */
let admin: string;

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  /** The client's address as the reverse proxy reports it (TRUST_PROXY=true). */
  client?: string;
}

function call(server: Server, path: string, { method = "GET", body, cookie, client }: Call = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  if (client) headers["x-forwarded-for"] = client;
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T>(server: Server, path: string, options?: Call): Promise<T> {
  const response = await call(server, path, options);
  expect(response.status, `${options?.method ?? "GET"} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function login(server: Server, client?: string) {
  const response = await call(server, "/api/login", { method: "POST", body: ADMIN, client });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** Reads each path until the instance answers it from its cache, so a stale copy is there. */
async function warm(server: Server, paths: string[]) {
  for (const path of paths) {
    let cached = false;
    for (let attempt = 0; attempt < 20 && !cached; attempt++) {
      const response = await call(server, path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      cached = response.headers.get("x-cache") === "hit";
    }
    expect(cached, `${path} answered from the cache`).toBe(true);
  }
}

/** Polls until `check` holds; returns the milliseconds it took. */
async function waitFor(what: string, check: () => Promise<boolean>, limitMs = 10_000) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`Timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - started;
}

const page = async (server: Server, path: string) => {
  const response = await call(server, path);
  return { status: response.status, text: await response.text() };
};
const topicList = (server: Server) =>
  json<Array<{ id: number; title: string; hasContent: boolean }>>(server, "/api/topics");

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two instances over one PostgreSQL", () => {
  beforeAll(async () => {
    ensureBuild();
    fake = await startFakeLlm();
    const url = await freshPostgresDatabase("instances");
    db = new pg.Client({ connectionString: url });
    const env = {
      DATABASE_URL: url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_CATALOG: "false",
      // As behind a reverse proxy: each test's client is its X-Forwarded-For.
      TRUST_PROXY: "true",
      LOGIN_MAX_FAILURES: "3",
      FORM_MAX_PER_HOUR: "3",
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: FAKE_MODEL,
      // One job at a time each, so a batch needs both instances' workers.
      AI_CONCURRENCY: "1",
    };
    [one, two] = await Promise.all([start(tempDir(), env), start(tempDir(), env)]);
    await db.connect();
    admin = await login(two);
  }, 120_000);

  afterAll(async () => {
    for (const server of [one, two]) server?.child.kill("SIGTERM");
    await Promise.all([one?.exited, two?.exited]);
    await db?.end();
    await fake?.close();
    cleanUpServers();
  });

  it("authenticates a session made on one instance on the other, and ends it there on logout", async () => {
    const session = await login(one);
    const user = await call(two, "/api/user", { cookie: session });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ username: ADMIN.username, role: "admin" });

    expect((await call(one, "/api/logout", { method: "POST", cookie: session })).status).toBe(204);
    expect((await call(two, "/api/user", { cookie: session })).status).toBe(401);
    // The admin session used below, made on instance two, works on instance one.
    expect((await call(one, "/api/user", { cookie: admin })).status).toBe(200);
  });

  it("shows a topic created, edited and deleted through one instance on the other's cached public pages within a second", async () => {
    // The probe topic has no pages, and /topics lists only readable topics by default while
    // fewer than half can be read ("Available now"): every topic is at ?show=all.
    await warm(two, ["/api/topics", ALL_TOPICS]);
    const created = await json<{ id: number }>(one, "/api/topics", {
      method: "POST",
      cookie: admin,
      body: { title: "Probe Qx7 created", description: "Seen everywhere", category: "Scaling" },
    });
    const shown = await waitFor("the new topic on instance two", async () => {
      const [list, html] = await Promise.all([topicList(two), page(two, ALL_TOPICS)]);
      return list.some((t) => t.title === "Probe Qx7 created") && html.text.includes("Qx7");
    });
    expect(shown).toBeLessThan(PROPAGATION_MS);

    const topicPath = `/topic/${created.id}`;
    await warm(two, ["/api/topics", ALL_TOPICS, topicPath]);
    await json(one, `/api/topics/${created.id}`, {
      method: "PATCH",
      cookie: admin,
      body: { title: "Probe Kz9 renamed" },
    });
    const edited = await waitFor("the edit on instance two", async () => {
      const [list, html, topic] = await Promise.all([
        topicList(two),
        page(two, ALL_TOPICS),
        page(two, topicPath),
      ]);
      const titles = list.map((t) => t.title);
      return (
        titles.includes("Probe Kz9 renamed") &&
        !titles.includes("Probe Qx7 created") &&
        html.text.includes("Kz9") &&
        !html.text.includes("Qx7") &&
        topic.text.includes("Probe Kz9 renamed")
      );
    });
    expect(edited).toBeLessThan(PROPAGATION_MS);

    await warm(two, ["/api/topics", ALL_TOPICS, topicPath]);
    const removed = await call(one, `/api/topics/${created.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(204);
    const gone = await waitFor("the deletion on instance two", async () => {
      const [list, html, topic] = await Promise.all([
        topicList(two),
        page(two, ALL_TOPICS),
        page(two, topicPath),
      ]);
      return (
        !list.some((t) => t.id === created.id) && !html.text.includes("Kz9") && topic.status === 404
      );
    });
    expect(gone).toBeLessThan(PROPAGATION_MS);
  });

  it("runs each generation job once although both instances' workers poll the queue, and shows the result on the other instance within a second", async () => {
    const titles = [
      "Sharding",
      "Replication",
      "Failover",
      "Consensus",
      "Backpressure",
      "Idempotency",
    ];
    const ids: number[] = [];
    for (const title of titles) {
      const topic = await json<{ id: number }>(one, "/api/topics", {
        method: "POST",
        cookie: admin,
        body: { title, description: "Generated once", category: "Distributed systems" },
      });
      ids.push(topic.id);
    }
    const lastPath = `/topic/${ids.at(-1)}`;
    await warm(two, ["/api/topics", lastPath]);
    // Slow answers: one instance alone would need 3 s, so the other's worker (polling every
    // second) must claim some of the jobs.
    fake.setMode({ mode: "ok", delayMs: 500 });
    const before = fake.requests().length;

    const batch = await json<{ batchId: number; total: number }>(one, "/api/generation-batches", {
      method: "POST",
      cookie: admin,
      body: { kind: "topic" },
    });
    expect(batch.total).toBe(titles.length);
    await waitFor(
      "the batch to finish",
      async () => {
        // Visitors keep reading instance two meanwhile, so its cache holds each step's copy.
        await Promise.all([topicList(two), page(two, lastPath)]);
        const state = await json<{ status: string }>(
          one,
          `/api/generation-batches/${batch.batchId}`,
          { cookie: admin },
        );
        return state.status === "finished";
      },
      20_000,
    );
    const shown = await waitFor("the generated pages on instance two", async () => {
      const [list, topic] = await Promise.all([topicList(two), page(two, lastPath)]);
      const mine = list.filter((t) => ids.includes(t.id));
      return mine.every((t) => t.hasContent) && topic.text.includes("Idempotency: part 1");
    });
    expect(shown).toBeLessThan(PROPAGATION_MS);
    fake.setMode("ok");

    // The model was asked once per topic, about each topic once.
    const asked = fake
      .requests()
      .slice(before)
      .map((request) => readSubject(promptText(chatRequestSchema.parse(request))).title);
    expect(asked.toSorted()).toEqual(titles.toSorted());

    const { rows: jobs } = await db.query<{
      id: number;
      status: string;
      attempts: number;
      locked_by: string;
      target_id: number;
    }>(
      "select id, status, attempts, locked_by, target_id from generation_jobs where batch_id = $1",
      [batch.batchId],
    );
    expect(jobs.map((job) => job.target_id).toSorted((a, b) => a - b)).toEqual(
      ids.toSorted((a, b) => a - b),
    );
    for (const job of jobs) expect(job).toMatchObject({ status: "succeeded", attempts: 1 });
    // Both instances' workers took jobs.
    expect(new Set(jobs.map((job) => job.locked_by)).size).toBe(2);

    const { rows: versions } = await db.query<{ job_id: number; count: number }>(
      "select job_id, count(*)::int as count from content_versions where target_id = any($1) and kind = 'topic' group by job_id",
      [ids],
    );
    expect(versions.map((row) => row.job_id).toSorted((a, b) => a - b)).toEqual(
      jobs.map((j) => j.id).toSorted((a, b) => a - b),
    );
    for (const row of versions) expect(row.count).toBe(1);
  });

  it("counts failed logins across both instances, per client and per username", async () => {
    const client = "198.51.100.7";
    for (const [index, server] of [one, two, one].entries()) {
      const failed = await call(server, "/api/login", {
        method: "POST",
        client,
        body: { username: `nobody-${index}`, password: "wrong password" },
      });
      expect(failed.status).toBe(401);
    }
    for (const server of [two, one]) {
      const blocked = await call(server, "/api/login", { method: "POST", client, body: ADMIN });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await blocked.json()) as { error: string }).error).toMatch(
        /^Too many failed logins\. Try again in \d+ minutes\.$/,
      );
    }
    // Another client is not blocked: the limit is per client, not for everyone.
    await login(two, "198.51.100.8");

    // One username guessed from many clients, spread over both instances.
    const guess = { username: "ghost", password: "wrong password" };
    for (const [index, server] of [two, one, two].entries()) {
      const client = `203.0.113.${index + 1}`;
      const failed = await call(server, "/api/login", { method: "POST", client, body: guess });
      expect(failed.status).toBe(401);
    }
    const blocked = await call(one, "/api/login", {
      method: "POST",
      client: "203.0.113.50",
      body: guess,
    });
    expect(blocked.status).toBe(429);
  });

  it("refuses a client's public form posts alternated between both instances after the limit, on both", async () => {
    const message = { subject: "Across instances", message: "Counted in the database." };
    const client = "192.0.2.44";
    for (const server of [one, two, one]) {
      const sent = await call(server, "/api/contact-messages", {
        method: "POST",
        client,
        body: message,
      });
      expect(sent.status).toBe(201);
    }
    for (const server of [two, one]) {
      const refused = await call(server, "/api/contact-messages", {
        method: "POST",
        client,
        body: message,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^Too many requests\. Try again in \d+ minutes\.$/,
      );
    }
    const other = await call(two, "/api/contact-messages", {
      method: "POST",
      client: "192.0.2.45",
      body: message,
    });
    expect(other.status).toBe(201);
  });
});

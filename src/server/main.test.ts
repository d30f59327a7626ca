import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cleanUpServers,
  ensureBuild,
  freshPostgresDatabase,
  MAIN,
  start,
  tempDir,
} from "./test-server.ts";

// The real server process: start-up, the first admin, the data-directory lock, signals.

// These start real server processes, one loading the whole catalog: with test files running side
// by side on two cores a first start can take well over the default 20 s, so the guard is 60 s.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(ensureBuild, 120_000);
afterAll(cleanUpServers);

function run(dataDir: string): Promise<{ code: number | null; output: string }> {
  return start(dataDir).then(
    async (server) => {
      server.child.kill("SIGKILL");
      return { code: await server.exited, output: server.output() };
    },
    (error: Error & { code: number | null }) => ({ code: error.code, output: error.message }),
  );
}

async function login(url: string, username: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)("first start on an empty data directory", () => {
  it("loads the starter catalog, creates `admin` with a printed random password once, and closes cleanly on SIGTERM", async () => {
    const dir = tempDir();
    const first = await start(dir);
    const printed = /password: (\S+)/.exec(first.output());
    expect(printed, first.output()).not.toBeNull();
    const password = printed![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(first.output()).toContain("username: admin");
    expect((await login(first.url, "admin", password)).status).toBe(200);

    const topics = (await (await fetch(`${first.url}/api/topics`)).json()) as unknown[];
    expect(topics.length).toBeGreaterThanOrEqual(10);

    const sent = await fetch(`${first.url}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "Kept across restarts", message: "Stored before SIGTERM." }),
    });
    expect(sent.status).toBe(201);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, "pglite.lock"))).toBe(false);

    const second = await start(dir);
    expect(second.output()).not.toContain("password:");
    expect(second.output()).not.toContain("Starter catalog loaded");
    const again = (await (await fetch(`${second.url}/api/topics`)).json()) as unknown[];
    expect(again.length).toBe(topics.length);
    const session = await login(second.url, "admin", password);
    const cookie = session.headers.get("set-cookie")!.split(";")[0]!;
    const messages = (await (
      await fetch(`${second.url}/api/contact-messages`, { headers: { cookie } })
    ).json()) as Array<{ subject: string }>;
    expect(messages.map((m) => m.subject)).toContain("Kept across restarts");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD and prints no password", async () => {
    const dir = tempDir();
    const server = await start(dir, {
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "a long configured password",
      SEED_CATALOG: "false",
    });
    expect(server.output()).not.toContain("password:");
    expect((await login(server.url, "owner", "a long configured password")).status).toBe(200);
    expect((await login(server.url, "admin", "anything at all")).status).toBe(401);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe.skipIf(onPostgres)("the PGlite data directory lock", () => {
  it("refuses a second process on the same DATA_DIR with a clear message", async () => {
    const dir = tempDir();
    const first = await start(dir, { SEED_CATALOG: "false" });
    const second = await run(dir);
    expect(second.code).toBe(1);
    expect(second.output).toContain("in use by another running process");
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it("starts again after the previous process was killed with SIGKILL", async () => {
    const dir = tempDir();
    const first = await start(dir, { SEED_CATALOG: "false" });
    first.child.kill("SIGKILL");
    await first.exited;
    expect(existsSync(join(dir, "pglite.lock"))).toBe(true);
    const second = await start(dir, { SEED_CATALOG: "false" });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });
});

describe.skipIf(onPostgres)("the production start", () => {
  it("renders with React's production build whatever NODE_ENV the shell has", async () => {
    for (const nodeEnv of [undefined, "development", "test"]) {
      const server = await start(tempDir(), {
        SEED_CATALOG: "false",
        ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}),
      });
      const page = await (await fetch(`${server.url}/`)).text();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output(), String(nodeEnv)).toMatch(/"nodeEnv":"production","pages":"build"/);
      expect(page, String(nodeEnv)).toMatch(/"\/assets\/entry\.client-[^"]+\.js"/);
      expect(page).not.toContain("@vite/client");
    }
  });
});

describe("configuration", () => {
  it("stops with a readable list when a variable is invalid", async () => {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [MAIN], {
        env: { PATH: process.env.PATH, PORT: "not-a-port", ADMIN_USERNAME: "only-one" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      child.on("exit", (code) => resolve({ code, output }));
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("Invalid configuration");
    expect(result.output).toContain("PORT");
  });
});

describe.runIf(onPostgres)("several instances over one PostgreSQL", () => {
  it("start together, migrate and seed once, make one admin, and share sessions", async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase("main") };

    const [one, two] = await Promise.all([start(tempDir(), env), start(tempDir(), env)]);
    const printed = [one, two].filter((server) => /password: \S+/.test(server.output()));
    expect(printed).toHaveLength(1);
    const loaded = [one, two].filter((server) =>
      server.output().includes("Starter catalog loaded"),
    );
    expect(loaded).toHaveLength(1);

    const password = /password: (\S+)/.exec(printed[0]!.output())![1]!;
    const session = await login(one.url, "admin", password);
    const cookie = session.headers.get("set-cookie")!.split(";")[0]!;
    const onTwo = await fetch(`${two.url}/api/user`, { headers: { cookie } });
    expect(onTwo.status).toBe(200);

    const a = (await (await fetch(`${one.url}/api/topics`)).json()) as Array<{ title: string }>;
    const b = (await (await fetch(`${two.url}/api/topics`)).json()) as Array<{ title: string }>;
    expect(a.length).toBeGreaterThanOrEqual(10);
    expect(new Set(a.map((topic) => topic.title)).size).toBe(a.length);
    expect(b).toEqual(a);

    one.child.kill("SIGTERM");
    two.child.kill("SIGTERM");
    expect(await one.exited).toBe(0);
    expect(await two.exited).toBe(0);
  });
});

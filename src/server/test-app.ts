import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type App, type AppOptions, buildApp } from "./app.ts";
import type { Db } from "./db/client.ts";
import { createTestDatabase } from "./db/test-database.ts";
import { type Env, readEnv } from "./env.ts";
import { hashPassword } from "./modules/auth/password.ts";
import { createUsersRepository } from "./modules/auth/users.repository.ts";

export const ADMIN = { username: "owner", password: "correct horse battery staple" };
export const MEMBER = { username: "member", password: "not an admin at all" };

export interface TestApp {
  app: App;
  /** The app's database, for arranging rows and checking what was stored. */
  db: Db;
  env: Env;
  /** A JSON request as a same-site browser would send it. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Logs in and returns the Cookie header value. */
  login(credentials?: { username: string; password: string }): Promise<string>;
  adminCookie(): Promise<string>;
  memberCookie(): Promise<string>;
  /**
   * Asserts the request is refused to a visitor (401) and to a logged-in non-admin (403), with
   * the spec's messages, uncached. The caller checks that nothing changed.
   */
  expectAdminOnly(request: InjectOptions): Promise<void>;
  close(): Promise<void>;
}

/** The whole app on a fresh copy of the migrated test database, with an admin and a member. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Pick<AppOptions, "ai" | "renderBudgetMs" | "pages"> = {},
): Promise<TestApp> {
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_CATALOG: "false",
    ...overrides,
  });
  const database = await createTestDatabase();
  const users = createUsersRepository({ db: database.db });
  await users.create({
    username: ADMIN.username,
    passwordHash: await hashPassword(ADMIN.password),
    role: "admin",
  });
  await users.create({
    username: MEMBER.username,
    passwordHash: await hashPassword(MEMBER.password),
    role: "user",
  });
  const app = await buildApp({ database, env, logger: false, ...options });
  await app.ready();

  const request: TestApp["request"] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });

  async function login(credentials = ADMIN) {
    const response = await request({ method: "POST", url: "/api/login", payload: credentials });
    if (response.statusCode !== 200) {
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    }
    const session = response.cookies.find((cookie) => cookie.name === "sid");
    return `sid=${session!.value}`;
  }

  let member: Promise<string> | undefined;
  async function expectAdminOnly(options: InjectOptions) {
    const label = `${options.method} ${options.url}`;
    const anonymous = await request(options);
    expect(anonymous.statusCode, label).toBe(401);
    expect(anonymous.json(), label).toEqual({ error: "Not logged in" });
    expect(anonymous.headers["cache-control"], label).toBe("no-store");
    const member = await request({ ...options, cookie: await memberCookie() });
    expect(member.statusCode, label).toBe(403);
    expect(member.json(), label).toEqual({
      error: "You need admin privileges to access this page.",
    });
    expect(member.headers["cache-control"], label).toBe("no-store");
  }

  const memberCookie = () => {
    member ??= login(MEMBER);
    return member;
  };

  let admin: Promise<string> | undefined;
  return {
    app,
    db: database.db,
    env,
    request,
    login,
    adminCookie: () => {
      admin ??= login(ADMIN);
      return admin;
    },
    memberCookie,
    expectAdminOnly,
    close: () => app.close(),
  };
}

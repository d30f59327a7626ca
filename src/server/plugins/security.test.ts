import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { readEnv } from "../env.ts";
import { ADMIN, createTestApp, type TestApp } from "../test-app.ts";
import { loggerOptions } from "./logger.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = { subject: "Hello there", message: "A message long enough." };

describe("mutations accept only JSON", () => {
  it.each([
    ["text/plain", "subject=hi"],
    ["application/x-www-form-urlencoded", "subject=Hello+there&message=long+enough+text"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("refuses %s with 415", async (type, payload) => {
    const response = await t.request({
      method: "POST",
      url: "/api/contact-messages",
      payload,
      headers: { "content-type": type },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: "Content-Type must be application/json" });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/contact-messages",
      payload: '{"subject": "Hello there",',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Malformed JSON body" });
  });

  it("answers a body over 100 KB with 413", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...contact, message: "x".repeat(101 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "Request body is too large" });
  });
});

describe("cross-site requests cannot change anything", () => {
  it("refuses a mutation whose Origin is another site", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/contact-messages",
      payload: contact,
      headers: { origin: "https://evil.example", host: "learn.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Cross-site requests are not allowed" });
  });

  it("refuses a mutation marked cross-site by Sec-Fetch-Site, even with a session", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/logout",
      cookie: await t.adminCookie(),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
    const still = await t.request({
      method: "GET",
      url: "/api/user",
      cookie: await t.adminCookie(),
    });
    expect(still.statusCode).toBe(200);
  });

  it("refuses an opaque 'null' Origin", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      payload: ADMIN,
      headers: { origin: "null" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts a same-origin mutation", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/contact-messages",
      payload: contact,
      headers: {
        origin: "http://learn.example",
        host: "learn.example",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it("lets cross-site reads through (public content can be linked)", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/topics",
      headers: { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("headers", () => {
  it("sends the security headers of the brief on every answer", async () => {
    const response = await t.request({ method: "GET", url: "/api/topics" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("marks admin answers, and every answer to a logged-in admin, no-store", async () => {
    const cookie = await t.adminCookie();
    for (const url of ["/api/contact-messages", "/api/sponsors?all=true", "/api/topics"]) {
      const response = await t.request({ method: "GET", url, cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const refused = await t.request({ method: "GET", url: "/api/contact-messages" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("lets public reads be cached only with revalidation", async () => {
    const response = await t.request({ method: "GET", url: "/api/tests" });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("sets no cookie on a visitor's requests", async () => {
    for (const url of ["/api/topics", "/api/tests", "/api/sponsors", "/api/categories"]) {
      const response = await t.request({ method: "GET", url });
      expect(response.headers["set-cookie"], url).toBeUndefined();
    }
  });
});

describe("unknown paths", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await t.request({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found" });
  });

  it("answers an unknown page with 404 'Page Not Found'", async () => {
    const response = await t.request({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page Not Found");
  });
});

describe("no secrets leave the server", () => {
  it("never returns a password hash from any user-facing call", async () => {
    const cookie = await t.adminCookie();
    const responses = await Promise.all([
      t.request({ method: "POST", url: "/api/login", payload: ADMIN }),
      t.request({ method: "GET", url: "/api/user", cookie }),
    ]);
    for (const response of responses) {
      expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    }
  });

  it("keeps passwords, cookies and client addresses out of the logs", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const env = readEnv({ NODE_ENV: "test", SEED_CATALOG: "false" });
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      env,
      logger: { ...(loggerOptions("trace") as object), stream },
    });
    try {
      await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "someone", password: "SuperSecretPassword!" },
        headers: { cookie: "sid=secret-session-token" },
        remoteAddress: "203.0.113.77",
      });
      await app.inject({
        method: "GET",
        url: "/api/boom",
        headers: { cookie: "sid=secret-session-token", authorization: "Bearer abc.def" },
      });
    } finally {
      await app.close();
    }
    const log = lines.join("");
    expect(log).toContain("/api/login");
    expect(log).not.toContain("SuperSecretPassword!");
    expect(log).not.toContain("secret-session-token");
    expect(log).not.toContain("abc.def");
    expect(log).not.toContain("203.0.113.77");
  });
});

describe("OpenAPI", () => {
  it("documents every API route at /api/docs/json", async () => {
    const response = await t.request({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      "/api/user",
      "/api/login",
      "/api/logout",
      "/api/topics",
      "/api/topics/{id}/content",
      "/api/topics/generate-content",
      "/api/topics/{id}/refresh",
      "/api/categories",
      "/api/tests",
      "/api/tests/{id}/content",
      "/api/tests/{id}/generate",
      "/api/tests/{id}/update",
      "/api/sponsors",
      "/api/sponsors/{id}",
      "/api/sponsor-inquiries",
      "/api/sponsor-inquiries/{id}",
      "/api/sponsor-inquiries/{id}/approve",
      "/api/contact-messages",
      "/api/contact-messages/{id}",
      "/api/analytics/page-views",
      "/api/analytics/api-metrics",
      "/healthz",
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it("serves the interactive docs page, framed by no one and calling no other site", async () => {
    const response = await t.request({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("validator.swagger.io");
    const init = await t.request({
      method: "GET",
      url: "/api/docs/static/swagger-initializer.js",
    });
    expect(init.body).toContain(`"validatorUrl":null`);
  });
});

describe("GET /healthz", () => {
  it("answers 200 when the database answers", async () => {
    const response = await t.request({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

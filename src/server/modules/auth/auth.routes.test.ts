import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, MEMBER, type TestApp } from "../../test-app.ts";
import { hashToken } from "./auth.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
});
afterAll(() => t.close());

describe("GET /api/user", () => {
  it("answers 401 without a session", async () => {
    const response = await t.request({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Not logged in" });
  });

  it("returns id, username and role, and nothing else, for a session", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/user",
      cookie: await t.adminCookie(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["id", "role", "username"]);
    expect(body).toMatchObject({ username: ADMIN.username, role: "admin" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("POST /api/login", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie that is not Secure over plain HTTP", async () => {
    const response = await t.request({ method: "POST", url: "/api/login", payload: ADMIN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: ADMIN.username, role: "admin" });
    const cookie = response.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe("/");
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect(response.body).not.toContain("argon2");
  });

  it("ignores X-Forwarded-Proto unless TRUST_PROXY is set", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      payload: ADMIN,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.cookies.find((c) => c.name === "sid")!.secure).toBeFalsy();
  });

  it("gives a new token at every login and ends the session the browser held", async () => {
    const first = await t.login();
    const response = await t.request({
      method: "POST",
      url: "/api/login",
      payload: ADMIN,
      cookie: first,
    });
    const second = `sid=${response.cookies.find((c) => c.name === "sid")!.value}`;
    expect(second).not.toBe(first);
    const old = await t.request({ method: "GET", url: "/api/user", cookie: first });
    expect(old.statusCode).toBe(401);
    const fresh = await t.request({ method: "GET", url: "/api/user", cookie: second });
    expect(fresh.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const wrong = await t.request({
      method: "POST",
      url: "/api/login",
      payload: { username: MEMBER.username, password: "wrong password" },
      remoteAddress: "198.51.100.1",
    });
    const unknown = await t.request({
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody-here", password: "wrong password" },
      remoteAddress: "198.51.100.2",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid username or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("says which field is missing with the spec's messages", async () => {
    const response = await t.request({ method: "POST", url: "/api/login", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    const blank = await t.request({
      method: "POST",
      url: "/api/login",
      payload: { username: "  ", password: "" },
    });
    expect(blank.json().fields).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("throttles repeated failures for a username with 429 and Retry-After", async () => {
    const target = { username: "victim-name", password: "guess" };
    // From three different clients, so only the per-username counter reaches its limit.
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.request({
        method: "POST",
        url: "/api/login",
        payload: target,
        remoteAddress: `198.51.100.${10 + attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: "POST",
      url: "/api/login",
      payload: target,
      remoteAddress: "198.51.100.20",
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().error).toMatch(/Too many failed logins/);
  });
});

describe("throttling per client", () => {
  it("blocks a client that fails across many usernames, even with the right password next", async () => {
    const local = await createTestApp({ LOGIN_MAX_FAILURES: "2" });
    try {
      for (const username of ["a-user", "b-user"]) {
        const response = await local.request({
          method: "POST",
          url: "/api/login",
          payload: { username, password: "nope" },
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await local.request({ method: "POST", url: "/api/login", payload: ADMIN });
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await local.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        remoteAddress: "203.0.113.9",
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe("POST /api/logout", () => {
  it("answers 204, clears the cookie, and the old cookie no longer authenticates", async () => {
    const cookie = await t.login();
    const response = await t.request({ method: "POST", url: "/api/logout", cookie });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === "sid")!;
    expect(cleared.value).toBe("");
    const after = await t.request({ method: "GET", url: "/api/user", cookie });
    expect(after.statusCode).toBe(401);
  });
});

describe("session expiry", () => {
  it("ends a session idle for longer than the idle limit", async () => {
    const cookie = await t.login();
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '13 hours' where token_hash = ${hashToken(cookie.slice(4))}`,
    );
    const response = await t.request({ method: "GET", url: "/api/user", cookie });
    expect(response.statusCode).toBe(401);
  });

  it("ends a session past its absolute lifetime even when in use", async () => {
    const cookie = await t.login();
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(cookie.slice(4))}`,
    );
    const response = await t.request({ method: "GET", url: "/api/user", cookie });
    expect(response.statusCode).toBe(401);
  });
});

describe("behind a trusted proxy", () => {
  it("marks the cookie Secure when the proxy says the request came over HTTPS", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const response = await proxied.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === "sid")!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe("POST /api/user/password", () => {
  const NEW_PASSWORD = "a brand new passphrase";
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(() => local.close());

  const change = (cookie: string | undefined, payload: object, remoteAddress?: string) =>
    local.request({
      method: "POST",
      url: "/api/user/password",
      payload,
      ...(cookie ? { cookie } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const userWith = (cookie: string) => local.request({ method: "GET", url: "/api/user", cookie });

  it("answers 401 without a session, before looking at the body", async () => {
    for (const payload of [{}, { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD }]) {
      const response = await change(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Not logged in" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("says at the field when the current password is wrong, and changes nothing", async () => {
    const cookie = await local.login();
    const response = await change(cookie, {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Current password is incorrect",
      fields: { currentPassword: "Current password is incorrect" },
    });
    expect((await userWith(cookie)).statusCode).toBe(200);
    await local.login(); // the old password still works
  });

  it("checks the new password's length, presence and difference with the spec's rules", async () => {
    const cookie = await local.login();
    const cases = [
      [{ currentPassword: ADMIN.password, newPassword: "short" }, "newPassword"],
      [{ currentPassword: ADMIN.password }, "newPassword"],
      [{ currentPassword: "", newPassword: NEW_PASSWORD }, "currentPassword"],
      [{ currentPassword: ADMIN.password, newPassword: ADMIN.password }, "newPassword"],
      [{ currentPassword: ADMIN.password, newPassword: NEW_PASSWORD, role: "admin" }, "role"],
    ] as const;
    const messages = [];
    for (const [payload, field] of cases) {
      const response = await change(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
      messages.push(response.json().fields[field]);
    }
    expect(messages).toEqual([
      "Password must be at least 12 characters",
      "Password must be at least 12 characters",
      "Current password is required",
      "New password must be different from the current one",
      "Unknown field",
    ]);
    await local.login();
  });

  it("changes the password, keeps this session and ends every other one of the user", async () => {
    const other = await local.login();
    const member = await local.login(MEMBER);
    const current = await local.login();
    const response = await change(current, {
      currentPassword: ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["cache-control"]).toBe("no-store");

    expect((await userWith(current)).statusCode).toBe(200);
    expect((await userWith(other)).statusCode).toBe(401);
    expect((await userWith(member)).statusCode).toBe(200);
    await expect(local.login()).rejects.toThrow(/401/);
    await local.login({ username: ADMIN.username, password: NEW_PASSWORD });
    const stored = await local.db.execute(sql`select password_hash from users`);
    expect(JSON.stringify(stored)).not.toContain(NEW_PASSWORD);
  });

  it("lets a non-admin user change their own password", async () => {
    const cookie = await local.login(MEMBER);
    const response = await change(cookie, {
      currentPassword: MEMBER.password,
      newPassword: "member's new passphrase",
    });
    expect(response.statusCode).toBe(204);
    await local.login({ username: MEMBER.username, password: "member's new passphrase" });
  });

  it("throttles wrong current passwords per user with 429, even from several clients", async () => {
    const throttled = await createTestApp({ LOGIN_MAX_FAILURES: "2" });
    try {
      const cookie = await throttled.login();
      const attempt = (currentPassword: string, address: string) =>
        throttled.request({
          method: "POST",
          url: "/api/user/password",
          cookie,
          payload: { currentPassword, newPassword: NEW_PASSWORD },
          remoteAddress: address,
        });
      expect((await attempt("guess one", "198.51.100.31")).statusCode).toBe(400);
      expect((await attempt("guess two", "198.51.100.32")).statusCode).toBe(400);
      const blocked = await attempt(ADMIN.password, "198.51.100.33");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json().error).toMatch(/Too many wrong passwords/);
      await throttled.login(); // unchanged
    } finally {
      await throttled.close();
    }
  });
});

describe("setPassword (the CLI's passwd)", () => {
  it("still ends every session of the user, the caller's included", async () => {
    const local = await createTestApp();
    try {
      const first = await local.login();
      const second = await local.login();
      await local.app.services.auth.setPassword(ADMIN.username, "set from the command line");
      for (const cookie of [first, second]) {
        const response = await local.request({ method: "GET", url: "/api/user", cookie });
        expect(response.statusCode).toBe(401);
      }
      await local.login({ username: ADMIN.username, password: "set from the command line" });
    } finally {
      await local.close();
    }
  });
});

describe("a browser that has logged in before (device cookie)", () => {
  const cookieOf = (response: { headers: Record<string, unknown> }, name: string) => {
    const header = response.headers["set-cookie"];
    const all = (Array.isArray(header) ? header : [header]).map(String);
    const found = all.find((cookie) => cookie.startsWith(`${name}=`));
    return found?.split(";")[0];
  };

  it("keeps its way in while strangers' wrong guesses lock the username for everyone else", async () => {
    const local = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
    try {
      const first = await local.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        remoteAddress: "192.0.2.1",
      });
      expect(first.statusCode).toBe(200);
      const device = cookieOf(first, "login_device");
      expect(device).toBeTruthy();
      const setCookie = String(
        ([first.headers["set-cookie"]].flat() as string[]).find((c) =>
          c.startsWith("login_device="),
        ),
      );
      expect(setCookie).toMatch(/Path=\/api\/login/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);

      // An attack on the owner's username from many addresses.
      for (let attempt = 0; attempt < 6; attempt++) {
        await local.request({
          method: "POST",
          url: "/api/login",
          payload: { username: ADMIN.username, password: `guess ${attempt}` },
          remoteAddress: `203.0.113.${attempt + 1}`,
        });
      }
      const stranger = await local.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        remoteAddress: "198.51.100.77",
      });
      expect(stranger.statusCode).toBe(429);

      const owner = await local.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        remoteAddress: "192.0.2.1",
        cookie: device!,
      });
      expect(owner.statusCode).toBe(200);

      // A forged cookie, or the owner's cookie used for another username, is no key.
      const forged = await local.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        remoteAddress: "198.51.100.78",
        cookie: `${device!.slice(0, -4)}AAAA`,
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await local.close();
    }
  });

  it("is limited on its own: a stolen device cookie cannot guess for ever", async () => {
    const local = await createTestApp({ LOGIN_MAX_FAILURES: "2" });
    try {
      const first = await local.request({ method: "POST", url: "/api/login", payload: ADMIN });
      const device = cookieOf(first, "login_device")!;
      for (let attempt = 0; attempt < 2; attempt++) {
        const wrong = await local.request({
          method: "POST",
          url: "/api/login",
          payload: { username: ADMIN.username, password: "wrong" },
          remoteAddress: `203.0.113.${40 + attempt}`,
          cookie: device,
        });
        expect(wrong.statusCode).toBe(401);
      }
      const locked = await local.request({
        method: "POST",
        url: "/api/login",
        payload: ADMIN,
        remoteAddress: "203.0.113.50",
        cookie: device,
      });
      expect(locked.statusCode).toBe(429);
    } finally {
      await local.close();
    }
  });
});

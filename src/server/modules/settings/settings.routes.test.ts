import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { settings } from "./settings.table.ts";

let t: TestApp;
let admin: string;
const ENV = {
  SITE_NAME: "Env Site",
  OWNER_NAME: "Env Owner",
  COMPANY_NAME: "Env Company Ltd",
  DONATION_URL: "https://donate.example/env",
};

beforeAll(async () => {
  t = await createTestApp(ENV);
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const get = (app = t, cookie = admin) =>
  app.request({ method: "GET", url: "/api/settings", cookie });
const patch = (payload: object) =>
  t.request({ method: "PATCH", url: "/api/settings", payload, cookie: admin });

describe("GET /api/settings", () => {
  it("is for admins only", async () => {
    await t.expectAdminOnly({ method: "GET", url: "/api/settings" });
  });

  it("answers the environment's values while nothing is saved, uncached", async () => {
    const fresh = await createTestApp(ENV);
    try {
      const response = await get(fresh, await fresh.adminCookie());
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        siteName: "Env Site",
        ownerName: "Env Owner",
        companyName: "Env Company Ltd",
        donationUrl: "https://donate.example/env",
        ai: { configured: false, provider: null, model: null },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe("PATCH /api/settings", () => {
  it("is for admins only and changes nothing for others", async () => {
    const before = (await get()).json();
    await t.expectAdminOnly({
      method: "PATCH",
      url: "/api/settings",
      payload: { siteName: "Hijacked" },
    });
    expect((await get()).json()).toEqual(before);
  });

  it("saves a part, keeps the rest, and the pages' site info changes at once", async () => {
    const response = await patch({ siteName: "  Saved Site  ", donationUrl: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      siteName: "Saved Site",
      ownerName: "Env Owner",
      companyName: "Env Company Ltd",
      donationUrl: null,
    });
    expect((await get()).json()).toEqual(response.json());
    // What the pages plugin hands to every public page, from memory.
    expect(t.app.services.settings.site()).toMatchObject({
      siteName: "Saved Site",
      donationUrl: null,
    });

    const second = await patch({ ownerName: "Ada", companyName: "" });
    expect(second.json()).toMatchObject({
      siteName: "Saved Site",
      ownerName: "Ada",
      companyName: null,
      donationUrl: null,
    });
    const [row] = await t.db.select().from(settings).where(eq(settings.key, "site"));
    expect(row?.value).toEqual({
      siteName: "Saved Site",
      ownerName: "Ada",
      companyName: null,
      donationUrl: null,
    });
  });

  it("overrides the environment after a restart too", async () => {
    await patch({ companyName: "Kept Co", donationUrl: "http://give.example/now" });
    await t.app.services.settings.load();
    expect(t.app.services.settings.site()).toEqual({
      siteName: "Saved Site",
      ownerName: "Ada",
      companyName: "Kept Co",
      donationUrl: "http://give.example/now",
    });
  });

  it.each([
    ["siteName", { siteName: "" }, "Site name is required"],
    ["siteName", { siteName: "   " }, "Site name is required"],
    ["siteName", { siteName: "x".repeat(61) }, "Must be 60 characters or less"],
    ["ownerName", { ownerName: "" }, "Owner name is required"],
    ["ownerName", { ownerName: "x".repeat(101) }, "Must be 100 characters or less"],
    ["companyName", { companyName: "x".repeat(101) }, "Must be 100 characters or less"],
    [
      "donationUrl",
      { donationUrl: "javascript:alert(1)" },
      "Please enter a valid donation link (http or https)",
    ],
    [
      "donationUrl",
      { donationUrl: "ftp://give.example" },
      "Please enter a valid donation link (http or https)",
    ],
    [
      "donationUrl",
      { donationUrl: "give dot com" },
      "Please enter a valid donation link (http or https)",
    ],
  ])("refuses an invalid %s with the field's message", async (field, payload, message) => {
    const before = (await get()).json();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect((await get()).json()).toEqual(before);
  });

  it("refuses an empty change and unknown fields", async () => {
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Nothing to update");
    const unknown = await patch({ siteName: "Fine", ai: { configured: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ ai: "Unknown field" });
  });

  it("ignores a stored value that no longer passes the rules", async () => {
    const local = await createTestApp(ENV);
    try {
      await local.db
        .insert(settings)
        .values({ key: "site", value: { siteName: "", donationUrl: "javascript:x" } });
      await local.app.services.settings.load();
      expect(local.app.services.settings.site().siteName).toBe("Env Site");
    } finally {
      await local.close();
    }
  });
});

describe("AI provider status", () => {
  const SECRET = "sk-test-do-not-leak-0123456789";

  async function statusWith(env: Record<string, string>) {
    const local = await createTestApp(env);
    try {
      const response = await get(local, await local.adminCookie());
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toMatch(/apiKey|api_key|baseUrl/i);
      return response.json().ai;
    } finally {
      await local.close();
    }
  }

  it("is configured with a provider, a model and a key, and never shows the key", async () => {
    expect(
      await statusWith({ AI_PROVIDER: "anthropic", AI_MODEL: "claude-x", AI_API_KEY: SECRET }),
    ).toEqual({ configured: true, provider: "anthropic", model: "claude-x" });
  });

  it("is not configured without a key, or without a model", async () => {
    expect(await statusWith({ AI_PROVIDER: "openai", AI_MODEL: "gpt-x" })).toEqual({
      configured: false,
      provider: "openai",
      model: "gpt-x",
    });
    expect(await statusWith({ AI_PROVIDER: "openai", AI_API_KEY: SECRET })).toEqual({
      configured: false,
      provider: "openai",
      model: null,
    });
  });

  it("accepts an OpenAI-compatible server with a base URL and no key", async () => {
    expect(
      await statusWith({
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "llama-3",
        AI_BASE_URL: "http://127.0.0.1:11434/v1",
      }),
    ).toEqual({ configured: true, provider: "openai-compatible", model: "llama-3" });
    // A base URL alone is not enough for a provider that needs a key.
    expect(
      await statusWith({
        AI_PROVIDER: "openai",
        AI_MODEL: "gpt-x",
        AI_BASE_URL: "http://127.0.0.1:11434/v1",
      }),
    ).toMatchObject({ configured: false });
  });

  it("stops the start on an unknown provider or a base URL that is not http(s)", async () => {
    await expect(createTestApp({ AI_PROVIDER: "skynet" })).rejects.toThrow(/AI_PROVIDER/);
    await expect(createTestApp({ AI_BASE_URL: "file:///etc/passwd" })).rejects.toThrow(
      /AI_BASE_URL/,
    );
  });
});

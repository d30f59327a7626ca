import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test-app.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const create = (payload: object, cookie = admin) =>
  t.request({ method: "POST", url: "/api/categories", payload, cookie });
const listCategories = async () =>
  (await t.request({ method: "GET", url: "/api/categories" })).json() as Array<{
    id: number;
    name: string;
    description: string | null;
  }>;

describe("GET /api/categories", () => {
  it("lists every category in the catalog's order, to anyone", async () => {
    await create({ name: "Zeta Studies" });
    await create({ name: "Alpha Studies", description: "First" });
    const response = await t.request({ method: "GET", url: "/api/categories" });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual([
        "createdAt",
        "description",
        "id",
        "isActive",
        "name",
      ]);
    }
    // In the catalog's order, the order they were added in (Foundations and History first in
    // the starter catalog), not alphabetically.
    const names = list.map((item) => item.name as string);
    const ids = list.map((item) => item.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(names.indexOf("Zeta Studies")).toBeLessThan(names.indexOf("Alpha Studies"));
  });
});

describe("POST /api/categories", () => {
  it("creates a category, trimmed, blank description stored as null", async () => {
    const response = await create({ name: "  Reinforcement Learning ", description: "   " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Reinforcement Learning",
      description: null,
      isActive: true,
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const stored = (await listCategories()).find((c) => c.name === "Reinforcement Learning");
    expect(stored?.id).toBe(response.json().id);
  });

  it("answers 409 for an existing name, in any case, and keeps one category", async () => {
    expect((await create({ name: "Generative AI" })).statusCode).toBe(201);
    for (const name of ["Generative AI", "generative ai", " GENERATIVE AI "]) {
      const response = await create({ name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error).toMatch(/already exists/);
    }
    const matches = (await listCategories()).filter(
      (c) => c.name.toLowerCase() === "generative ai",
    );
    expect(matches).toHaveLength(1);
  });

  it("needs a name", async () => {
    const before = (await listCategories()).length;
    for (const payload of [{}, { name: "   " }, { description: "no name" }]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Name is required",
        fields: { name: "Name is required" },
      });
    }
    const extra = await create({ name: "Valid", isActive: false });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ isActive: "Unknown field" });
    expect(await listCategories()).toHaveLength(before);
  });

  it("is reused by a topic and a test filed under a differently-cased name", async () => {
    expect((await create({ name: "Speech Recognition" })).statusCode).toBe(201);
    const topic = await t.request({
      method: "POST",
      url: "/api/topics",
      cookie: admin,
      payload: { title: "ASR", description: "Hearing machines", category: "speech RECOGNITION" },
    });
    const test = await t.request({
      method: "POST",
      url: "/api/tests",
      cookie: admin,
      payload: { title: "ASR quiz", description: "Check", category: "SPEECH recognition" },
    });
    expect(topic.json().category).toBe("Speech Recognition");
    expect(test.json().category).toBe("Speech Recognition");
    const matches = (await listCategories()).filter(
      (c) => c.name.toLowerCase() === "speech recognition",
    );
    expect(matches).toHaveLength(1);
  });

  it("files concurrent topics under one new category", async () => {
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        t.request({
          method: "POST",
          url: "/api/topics",
          cookie: admin,
          payload: { title: `Race ${n}`, description: "D", category: "Race Condition" },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await listCategories()).filter((c) => c.name === "Race Condition")).toHaveLength(1);
  });

  it("refuses anonymous callers with 401 and members with 403, creating nothing", async () => {
    const before = await listCategories();
    for (const payload of [{ name: "Intruder" }, {}]) {
      await t.expectAdminOnly({ method: "POST", url: "/api/categories", payload });
    }
    expect(await listCategories()).toEqual(before);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { textOfLength, validPages } from "../../../test-fixtures.ts";
import { pageViews } from "../../analytics/analytics.table.ts";
import { generationJobs } from "../../generation/generation.table.ts";
import { topics } from "./topics.table.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

// biome-ignore format: keeps the key list short
const SUMMARY_KEYS = [
  "category", "createdAt", "description", "hasContent", "id",
  "isActive", "level", "pageCount", "title", "updatedAt",
];
const PAGES = validPages("What AI is");

const BASE = { description: "A topic about AI", level: "intermediate", category: "Foundations" };
let counter = 0;
const post = (payload: object, cookie = admin) =>
  t.request({ method: "POST", url: "/api/topics", payload, cookie });
async function createTopic(fields: Record<string, unknown> = {}) {
  counter += 1;
  const response = await post({ title: `Topic ${counter}`, ...BASE, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const getContent = (id: number | string) =>
  t.request({ method: "GET", url: `/api/topics/${id}/content` });
const patch = (id: number, payload: object, cookie = admin) =>
  t.request({ method: "PATCH", url: `/api/topics/${id}`, payload, cookie });
const writeRaw = (id: number, raw: string | null) =>
  t.db.update(topics).set({ generatedContent: raw }).where(eq(topics.id, id));
const listTopics = async () =>
  (await t.request({ method: "GET", url: "/api/topics" })).json() as Array<Record<string, unknown>>;

describe("GET /api/topics", () => {
  it("lists every topic, active or not, as a summary without content", async () => {
    const plain = await createTopic();
    const written = await createTopic();
    expect((await patch(written.id, { pages: PAGES, isActive: false })).statusCode).toBe(200);

    const response = await t.request({ method: "GET", url: "/api/topics" });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      expect(item).not.toHaveProperty("generatedContent");
    }
    expect(response.body).not.toContain(PAGES[0]!.content);
    expect(list.find((item) => item.id === plain.id)).toMatchObject({
      hasContent: false,
      pageCount: 0,
      isActive: true,
      level: "intermediate",
      category: "Foundations",
    });
    const found = list.find((item) => item.id === written.id)!;
    expect(found).toMatchObject({ hasContent: true, pageCount: 5, isActive: false });
    expect(new Date(found.createdAt as string).toISOString()).toBe(found.createdAt);
  });
});

describe("GET /api/topics/:id (admin)", () => {
  it("gives one topic as the admin list shows it; 404 for one not there; admins only", async () => {
    const created = await createTopic();
    const response = await t.request({
      method: "GET",
      url: `/api/topics/${created.id}`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([...SUMMARY_KEYS].sort());
    expect(response.json()).toMatchObject({
      id: created.id,
      title: created.title,
      hasContent: false,
    });
    const missing = await t.request({ method: "GET", url: "/api/topics/999999", cookie: admin });
    expect(missing.statusCode).toBe(404);
    await t.expectAdminOnly({ method: "GET", url: `/api/topics/${created.id}` });
  });
});

describe("GET /api/topics/:id/content", () => {
  const pages = [
    { title: "One", content: "First body" },
    { title: "Two", content: "Second body" },
  ];
  const text = "  Plain words about [AI] and {ML}.  ";
  it.each([
    ["an array of pages", JSON.stringify(pages), pages],
    ["an object holding pages", JSON.stringify({ pages }), pages],
    ["an object holding sections", JSON.stringify({ sections: pages }), pages],
    ["an object holding chapters", JSON.stringify({ chapters: pages }), pages],
    ["a JSON string of an array", JSON.stringify(JSON.stringify(pages)), pages],
    ["a JSON string of an object", JSON.stringify(JSON.stringify({ sections: pages })), pages],
    ["plain text", text, [{ title: "Content", content: "Plain words about [AI] and {ML}." }]],
  ])("normalises %s into pages", async (_shape, raw, expected) => {
    const topic = await createTopic();
    await writeRaw(topic.id, raw);
    const response = await getContent(topic.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().pages).toEqual(expected);
  });

  it("answers the reader shape with no pages for a topic without content", async () => {
    const topic = await createTopic({ level: "advanced", category: "Robotics" });
    const response = await getContent(topic.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: topic.id,
      title: topic.title,
      description: "A topic about AI",
      level: "advanced",
      category: "Robotics",
      pages: [],
    });
  });

  it("answers 404 for an unknown id and 400 for an id that is not a number", async () => {
    const unknown = await getContent(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Topic not found" });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const response = await getContent(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(["id"]);
    }
  });
});

describe("POST /api/topics", () => {
  it("creates a topic, defaulting the level, and creates an unknown category", async () => {
    const response = await post({ title: " Transformers ", description: "D", category: "New Cat" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(SUMMARY_KEYS);
    expect(body).toMatchObject({
      title: "Transformers",
      level: "beginner",
      category: "New Cat",
      isActive: true,
      hasContent: false,
      pageCount: 0,
    });
    const categories = (await t.request({ method: "GET", url: "/api/categories" })).json();
    expect(categories.map((c: { name: string }) => c.name)).toContain("New Cat");
    expect((await listTopics()).some((topic) => topic.id === body.id)).toBe(true);
  });

  it("files a differently-cased category name under the existing category", async () => {
    await createTopic({ category: "Computer Vision" });
    const topic = await createTopic({ category: "  computer VISION " });
    expect(topic.category).toBe("Computer Vision");
    const categories = (await t.request({ method: "GET", url: "/api/categories" })).json();
    const matching = categories.filter(
      (c: { name: string }) => c.name.toLowerCase() === "computer vision",
    );
    expect(matching).toHaveLength(1);
  });

  it("requires title, description and category, and refuses unknown fields", async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      title: "Title is required",
      description: "Description is required",
      category: "Category is required",
    });
    const before = (await listTopics()).length;
    const extra = await post({
      title: "T",
      description: "D",
      category: "C",
      level: "x",
      pages: [],
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({
      level: "Level must be beginner, intermediate or advanced",
      pages: "Unknown field",
    });
    expect(await listTopics()).toHaveLength(before);
  });
});

describe("PATCH /api/topics/:id", () => {
  it("writes pages by hand, and pageCount, hasContent and the reader follow", async () => {
    const topic = await createTopic();
    const response = await patch(topic.id, { pages: PAGES });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: topic.id, pageCount: 5, hasContent: true });
    expect((await getContent(topic.id)).json().pages).toEqual(PAGES);

    // Pages at the shortest and the longest a page may be replace the old ones.
    const rewritten = validPages("Rewritten");
    rewritten[0]!.content = textOfLength(300, "Shortest");
    rewritten[4]!.content = textOfLength(12_000, "Longest");
    const again = await patch(topic.id, { pages: rewritten });
    expect(again.statusCode).toBe(200);
    expect(again.json().pageCount).toBe(5);
    expect((await getContent(topic.id)).json().pages).toEqual(rewritten);
    const listed = (await listTopics()).find((item) => item.id === topic.id);
    expect(listed).toMatchObject({ pageCount: 5, hasContent: true });
  });

  it("edits fields and isActive, filing a new category name", async () => {
    const topic = await createTopic();
    const changes = { title: "Renamed", level: "advanced", category: "Edited", isActive: false };
    const response = await patch(topic.id, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...changes, hasContent: false });
    const categories = (await t.request({ method: "GET", url: "/api/categories" })).json();
    expect(categories.map((c: { name: string }) => c.name)).toContain("Edited");
    expect((await listTopics()).find((item) => item.id === topic.id)).toMatchObject({
      title: "Renamed",
      isActive: false,
    });
  });

  const COUNT = "A topic has exactly 5 pages";
  const changing = (index: number, change: Record<string, unknown>) =>
    validPages("Rules").map((page, i) => (i === index ? { ...page, ...change } : page));
  it.each([
    ["no pages", [], { pages: COUNT }],
    ["4 pages", validPages("Rules", 4), { pages: COUNT }],
    ["6 pages", validPages("Rules", 6), { pages: COUNT }],
    ["a blank title", changing(0, { title: " " }), { "pages.0.title": "Page title is required" }],
    [
      "a blank page",
      changing(1, { content: " " }),
      { "pages.1.content": "Page content is required" },
    ],
    [
      "a 299-character page",
      changing(2, { content: textOfLength(299) }),
      { "pages.2.content": "Page content must be at least 300 characters" },
    ],
    [
      "a page that is 300 characters only with its surrounding spaces",
      changing(2, { content: ` ${textOfLength(298)} ` }),
      { "pages.2.content": "Page content must be at least 300 characters" },
    ],
    [
      "a 12001-character page",
      changing(4, { content: textOfLength(12_001) }),
      { "pages.4.content": "Page content must be 12000 characters or less" },
    ],
    [
      "a page with a field of its own",
      changing(3, { summary: "x" }),
      { "pages.3.summary": "Unknown field" },
    ],
  ])(
    "refuses %s with the rule's message, leaving the topic as it was",
    async (_case, pages, fields) => {
      const topic = await createTopic();
      expect((await patch(topic.id, { pages: PAGES })).statusCode).toBe(200);
      const response = await patch(topic.id, { pages, title: "Not saved" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: Object.values(fields)[0], fields });
      expect((await getContent(topic.id)).json()).toMatchObject({
        title: topic.title,
        pages: PAGES,
      });
      const listed = (await listTopics()).find((item) => item.id === topic.id);
      expect(listed).toMatchObject({ pageCount: 5 });
    },
  );

  it("refuses unknown fields, leaving the topic as it was", async () => {
    const topic = await createTopic();
    await patch(topic.id, { pages: PAGES });
    const unknown = await patch(topic.id, { generatedContent: "hack" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ generatedContent: "Unknown field" });
    expect((await getContent(topic.id)).json().pages).toEqual(PAGES);
  });

  it("answers 404 for an unknown topic", async () => {
    const response = await patch(987654, { title: "Nobody" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Topic not found" });
  });
});

describe("DELETE /api/topics/:id", () => {
  it("answers 204, removes the topic with its views and cancels its pending jobs", async () => {
    const doomed = await createTopic();
    const kept = await createTopic();
    await t.db.insert(pageViews).values([
      { day: "2025-01-01", contentType: "topic", contentId: doomed.id, views: 4 },
      { day: "2025-01-02", contentType: "topic", contentId: doomed.id, views: 1 },
      { day: "2025-01-01", contentType: "topic", contentId: kept.id, views: 2 },
      { day: "2025-01-01", contentType: "test", contentId: doomed.id, views: 3 },
    ]);
    await t.db.insert(generationJobs).values([
      { kind: "topic", targetId: doomed.id },
      { kind: "topic", targetId: doomed.id, status: "succeeded", inputTokens: 9 },
      { kind: "topic", targetId: kept.id },
      { kind: "test", targetId: doomed.id },
    ]);

    const remove = () =>
      t.request({ method: "DELETE", url: `/api/topics/${doomed.id}`, cookie: admin });
    const response = await remove();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await getContent(doomed.id)).statusCode).toBe(404);
    expect((await listTopics()).some((topic) => topic.id === doomed.id)).toBe(false);

    const ours = (row: { contentId?: number; targetId?: number }) =>
      [doomed.id, kept.id].includes(row.contentId ?? row.targetId ?? 0);
    const views = (await t.db.select().from(pageViews))
      .filter(ours)
      .map((row) => `${row.contentType}:${row.contentId}`);
    expect(views.sort()).toEqual([`test:${doomed.id}`, `topic:${kept.id}`].sort());
    const jobs = (await t.db.select().from(generationJobs))
      .filter(ours)
      .map((row) => `${row.kind}:${row.targetId}:${row.status}:${row.error}`);
    // Finished jobs stay as the record of what generation cost.
    expect(jobs.sort()).toEqual(
      [
        `topic:${doomed.id}:cancelled:The topic was deleted.`,
        `topic:${doomed.id}:succeeded:null`,
        `test:${doomed.id}:queued:null`,
        `topic:${kept.id}:queued:null`,
      ].sort(),
    );
    expect((await remove()).statusCode).toBe(404);
  });
});

describe("admin routes", () => {
  it.each([
    ["POST", "/api/topics", { title: "T", description: "D", category: "Guarded" }],
    ["PATCH", "/api/topics/:id", { title: "Hijacked" }],
    ["DELETE", "/api/topics/:id", undefined],
  ] as const)(
    "%s %s: 401 anonymous, 403 member, nothing changes",
    async (method, path, payload) => {
      const topic = await createTopic();
      const url = path.replace(":id", String(topic.id));
      const before = await listTopics();
      // A valid body, then one that would fail validation: the caller is refused first.
      for (const body of [payload, { junk: true }]) {
        await t.expectAdminOnly({ method, url, payload: body });
      }
      expect(await listTopics()).toEqual(before);
    },
  );
});

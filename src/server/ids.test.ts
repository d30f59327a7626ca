import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";
import { validPages } from "./test-fixtures.ts";

// Every API address reads ids by the one rule of shared/ids.ts (the pages do too: e2e).

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  const topic = await t.app.services.topics.create({
    title: "Ids",
    description: "An id test.",
    level: "beginner",
    category: "Ids",
    pages: validPages("Ids"),
  });
  id = topic.id;
});
afterAll(() => t.close());

describe("ids in API addresses", () => {
  it("answer a plain id and refuse every other spelling of it with 400", async () => {
    expect((await t.request({ method: "GET", url: `/api/topics/${id}/content` })).statusCode).toBe(
      200,
    );
    for (const spelling of [`00${id}`, `${id}e0`, `+${id}`, `${id}.0`, "2147483648", "0"]) {
      const response = await t.request({ method: "GET", url: `/api/topics/${spelling}/content` });
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json().error, spelling).toBe("Must be a whole number from 1 to 2147483647");
    }
    const test = await t.request({ method: "GET", url: "/api/tests/2147483648/content" });
    expect(test.statusCode).toBe(400);
  });
});

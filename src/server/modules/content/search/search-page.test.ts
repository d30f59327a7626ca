import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH } from "../../../../shared/constants.ts";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { validPages } from "../../../test-fixtures.ts";

// /search rendered by the production build (ADR 025): results with their page and a marked
// snippet, the empty and the no-results pages, a friendly 400, kept out of search engines,
// and kept by the response cache until the content it read changes.

let t: TestApp;
let lesson: number;
beforeAll(async () => {
  t = await createTestApp({}, { pages: "build" });
  const pages = validPages("Page test");
  pages[2] = {
    ...pages[2]!,
    content: `${pages[2]!.content}\n\nThe velveteen rule: 5 < 6 & "7" > 4 <script>alert(1)</script> velveteen.`,
  };
  lesson = (
    await t.app.services.topics.create({
      title: "Velveteen lessons",
      description: "A lesson the page test searches.",
      level: "intermediate",
      category: "Page search",
      pages,
    })
  ).id;
});
afterAll(() => t.close());

const visit = (url: string) => t.request({ method: "GET", url });

/**
 * Waits until no change has made kept answers stale for 250 ms: PostgreSQL delivers a write's
 * notification a moment after the write's answer (as response-cache.test.ts waits).
 */
async function settle() {
  const cache = t.app.responseCache!;
  for (;;) {
    const before = cache.clock();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cache.clock() === before) return;
  }
}
/** A page's HTML without the comments React writes between adjacent texts. */
const html = async (url: string) => (await visit(url)).body.replaceAll("<!-- -->", "");

describe("/search", () => {
  it("shows each result with its page, linked to that page, and the words it matched marked", async () => {
    expect((await visit("/search?q=velveteen")).statusCode).toBe(200);
    const page = await html("/search?q=velveteen");
    expect(page).toContain("<title>Search: velveteen | Learn AI</title>");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain("1 result for “velveteen”");
    expect(page).toContain(`href="/topic/${lesson}?page=3"`);
    expect(page).toContain("Page 3 of 5 · Page test: part 3");
    expect(page).toMatch(/<mark[^>]*>velveteen<\/mark>/);
    // The lesson's text reaches the page as text, escaped; a tag in it is never markup.
    expect(page).toContain("rule: 5 &lt; 6 &amp; &quot;7&quot; &gt; 4 ");
    expect(page).not.toContain("<script>alert(1)");
  });

  it("offers tips and the categories before a search, and after one that finds nothing", async () => {
    for (const url of ["/search", "/search?q=%20", "/search?q=nothingatallmatches"]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("Tips");
      expect(response.body, url).toContain(`href="/topics?category=Page%20search"`);
    }
    expect((await visit("/search?q=nothingatallmatches")).body).toContain(
      "Nothing found for “nothingatallmatches”",
    );
    expect((await visit("/search")).body).toContain("<title>Search the lessons | Learn AI</title>");
  });

  it("answers what cannot be searched with a 400 page that says why, never a 500", async () => {
    const long = await visit(`/search?q=${"b".repeat(SEARCH.queryMax + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(`Search must be ${SEARCH.queryMax} characters or less`);
    expect(long.body).toContain('name="q"');
    const nul = await visit("/search?q=a%00b");
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain("cannot be searched for");
  });

  it("says when a page of results is past the last one", async () => {
    expect((await visit("/search?q=velveteen&page=9")).statusCode).toBe(200);
    expect(await html("/search?q=velveteen&page=9")).toContain(
      "There is no page 9 of these results",
    );
  });

  it("is kept by the cache and made again once the topic it shows is edited", async () => {
    const url = "/search?q=velveteen";
    await settle();
    await visit(url);
    expect((await visit(url)).headers["x-cache"]).toBe("hit");
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/topics/${lesson}`,
      cookie: await t.adminCookie(),
      payload: { title: "Corduroy lessons" },
    });
    expect(renamed.statusCode).toBe(200);
    await settle();
    const after = await visit(url);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.body).toContain("Corduroy lessons");
    expect(after.body).not.toContain("Velveteen lessons");
  });

  it("is not in the sitemap", async () => {
    const sitemap = await visit("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/topic/${lesson}</loc>`);
    expect(sitemap.body).not.toContain("/search");
  });
});

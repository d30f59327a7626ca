import { expect, test } from "./fixtures.ts";

// Addresses as the production server answers them (issue 14): one id rule for pages and API
// alike, and a HEAD that tells exactly what its GET would answer, on every kind of route.

const PER_ANSWER = new Set(["date", "x-cache", "keep-alive", "connection", "transfer-encoding"]);

function comparable(headers: Record<string, string>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

const ROUTES = [
  "/",
  "/topics",
  "/tests",
  "/topic/1",
  "/test/1",
  "/sponsors",
  "/contact",
  "/privacy-policy",
  "/robots.txt",
  "/sitemap.xml",
  "/manifest.webmanifest",
  "/no-such-page",
  "/topic/2147483648",
  "/api/topics",
  "/api/tests",
  "/api/topics/1/content",
  "/api/categories",
  "/api/nothing",
  "/healthz",
];

for (const path of ROUTES) {
  test(`HEAD ${path} answers GET's status and headers, without a body`, async ({ request }) => {
    for (const encoding of ["identity", "br"]) {
      const headers = { "accept-encoding": encoding };
      const get = await request.get(path, { headers });
      const head = await request.head(path, { headers });
      expect(head.status(), `${path} ${encoding}`).toBe(get.status());
      expect(comparable(head.headers()), `${path} ${encoding}`).toEqual(comparable(get.headers()));
      expect((await head.body()).length).toBe(0);
    }
  });
}

test("pages read ids by the API's rule: anything but a plain id is not found", async ({
  request,
}) => {
  expect((await request.get("/topic/1")).status()).toBe(200);
  for (const kind of ["topic", "test"]) {
    for (const spelling of ["2147483648", "007", "01", "1e0", "+1", "0", "1.0"]) {
      const response = await request.get(`/${kind}/${spelling}`);
      expect(response.status(), `/${kind}/${spelling}`).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  }
  for (const spelling of ["1e0", "01", "2147483648"]) {
    expect((await request.get(`/api/topics/${spelling}/content`)).status()).toBe(400);
  }
});

test("text the database cannot store is refused on a public form, with 400", async ({
  request,
}) => {
  const response = await request.post("/api/contact-messages", {
    data: { subject: "a\u0000b hello", message: "0123456789 x" },
  });
  expect(response.status()).toBe(400);
  expect((await request.get("/topics?q=%00")).status()).toBeLessThan(500);
  expect((await request.get("/tests?q=%00")).status()).toBeLessThan(500);
});

test("the served API description lists the API and nothing else", async ({ request }) => {
  const response = await request.get("/api/docs/json");
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { paths: Record<string, unknown> };
  const paths = Object.keys(document.paths);
  expect(paths.length).toBeGreaterThan(30);
  expect(paths.filter((path) => !path.startsWith("/api/"))).toEqual(["/healthz"]);
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { sponsors } from "./sponsors.table.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const DESCRIPTION_MAX = "Description must be 300 characters or less to maintain card layout";
const valid = { name: "Acme AI", description: "We build helpful robots." };

async function addSponsor(fields: Record<string, unknown> = {}) {
  const response = await t.request({
    method: "POST",
    url: "/api/sponsors",
    payload: { ...valid, ...fields },
    cookie: admin,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function patch(id: number, payload: Record<string, unknown>) {
  return t.request({ method: "PATCH", url: `/api/sponsors/${id}`, payload, cookie: admin });
}

async function publicIds(): Promise<number[]> {
  const response = await t.request({ method: "GET", url: "/api/sponsors" });
  expect(response.statusCode).toBe(200);
  return response.json().map((sponsor: { id: number }) => sponsor.id);
}

describe("POST /api/sponsors (Add Sponsor)", () => {
  it("applies the defaults: tier bronze, status active, not featured; empty URLs become null", async () => {
    const body = await addSponsor({ logo: "", website: "" });
    expect(body).toMatchObject({
      name: valid.name,
      description: valid.description,
      tier: "bronze",
      status: "active",
      isFeatured: false,
      isActive: true,
      logo: null,
      website: null,
      organizationType: null,
    });
    const [stored] = await t.db.select().from(sponsors).where(eq(sponsors.id, body.id));
    expect(stored).toMatchObject({ logo: null, website: null, tier: "bronze", status: "active" });
  });

  it("keeps http(s) URLs and the chosen tier, organization type and flags", async () => {
    const body = await addSponsor({
      tier: "gold",
      logo: "https://cdn.example.com/logo.png",
      website: "http://acme.example",
      organizationType: "tech-software",
      status: "suspended",
      isFeatured: true,
    });
    expect(body).toMatchObject({
      tier: "gold",
      logo: "https://cdn.example.com/logo.png",
      website: "http://acme.example",
      organizationType: "tech-software",
      status: "suspended",
      isFeatured: true,
    });
  });

  it.each([
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["name", { name: "   " }, "Name must be at least 2 characters"],
    ["name", { name: undefined }, "Name must be at least 2 characters"],
    ["description", { description: "Too short" }, "Description must be at least 10 characters"],
    ["description", { description: undefined }, "Description must be at least 10 characters"],
    ["description", { description: "x".repeat(301) }, DESCRIPTION_MAX],
    ["logo", { logo: "javascript:alert(1)" }, "Please enter a valid logo URL"],
    ["logo", { logo: "data:image/png;base64,AAAA" }, "Please enter a valid logo URL"],
    ["logo", { logo: "ftp://files.example.com/logo.png" }, "Please enter a valid logo URL"],
    ["website", { website: "javascript:alert(1)" }, "Please enter a valid website URL"],
    ["website", { website: "data:text/html,<b>hi</b>" }, "Please enter a valid website URL"],
    ["website", { website: "ftp://acme.example" }, "Please enter a valid website URL"],
    ["website", { website: "not a url" }, "Please enter a valid website URL"],
    ["tier", { tier: "platinum" }, "Tier must be gold, silver or bronze"],
    ["status", { status: "deleted" }, "Status must be active or suspended"],
    ["id", { id: 99 }, "Unknown field"],
  ])("rejects a bad %s with 400 and the spec message (%j)", async (field, fields, message) => {
    const response = await t.request({
      method: "POST",
      url: "/api/sponsors",
      payload: { ...valid, ...fields },
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(response.json().error).toBe(message);
  });
});

describe("GET /api/sponsors", () => {
  it("shows the public only sponsors that are isActive with status 'active'", async () => {
    const shown = await addSponsor({ name: "Shown Ltd" });
    const suspended = await addSponsor({ name: "Suspended Ltd", status: "suspended" });
    const inactive = await addSponsor({ name: "Inactive Ltd", isActive: false });
    const ids = await publicIds();
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(suspended.id);
    expect(ids).not.toContain(inactive.id);
  });

  it("lists every sponsor with ?all=true for an admin, never cached", async () => {
    const suspended = await addSponsor({ name: "Archived Co", status: "suspended" });
    const response = await t.request({
      method: "GET",
      url: "/api/sponsors?all=true",
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((s: { id: number }) => s.id)).toContain(suspended.id);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("refuses ?all=true to anonymous visitors (401) and members (403)", async () => {
    await t.expectAdminOnly({ method: "GET", url: "/api/sponsors?all=true" });
  });

  it("rejects unknown query parameters", async () => {
    const response = await t.request({ method: "GET", url: "/api/sponsors?all=yes" });
    expect(response.statusCode).toBe(400);
  });
});

describe("PATCH /api/sponsors/:id", () => {
  it("saves one field at a time and leaves the others alone", async () => {
    const sponsor = await addSponsor({ tier: "silver", website: "https://before.example" });
    const renamed = await patch(sponsor.id, { name: "Renamed AI" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: "Renamed AI",
      tier: "silver",
      website: "https://before.example",
      description: valid.description,
    });
    expect(renamed.headers["cache-control"]).toBe("no-store");
    const cleared = await patch(sponsor.id, {
      website: "",
      organizationType: "consulting-services",
    });
    expect(cleared.json()).toMatchObject({
      name: "Renamed AI",
      website: null,
      organizationType: "consulting-services",
    });
    const [stored] = await t.db.select().from(sponsors).where(eq(sponsors.id, sponsor.id));
    expect(stored).toMatchObject({ name: "Renamed AI", website: null, tier: "silver" });
  });

  it("limits the description to 300 characters with the card-layout message", async () => {
    const sponsor = await addSponsor();
    const tooLong = await patch(sponsor.id, { description: "d".repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ description: DESCRIPTION_MAX });
    const atLimit = await patch(sponsor.id, { description: "d".repeat(300) });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().description).toHaveLength(300);
  });

  it.each([
    ["website", "javascript:alert(1)", "Please enter a valid website URL"],
    ["logo", "data:image/svg+xml,<svg/>", "Please enter a valid logo URL"],
    ["logo", "ftp://example.com/a.png", "Please enter a valid logo URL"],
  ])("rejects a non-http(s) %s %j", async (field, value, message) => {
    const sponsor = await addSponsor();
    const response = await patch(sponsor.id, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it("rejects fields a sponsor does not have", async () => {
    const sponsor = await addSponsor();
    const response = await patch(sponsor.id, { id: 1234, createdAt: "2020-01-01T00:00:00Z" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ id: "Unknown field", createdAt: "Unknown field" });
  });

  it("features and unfeatures a sponsor", async () => {
    const sponsor = await addSponsor();
    const featured = await patch(sponsor.id, { isFeatured: true });
    expect(featured.json().isFeatured).toBe(true);
    const unfeatured = await patch(sponsor.id, { isFeatured: false });
    expect(unfeatured.json().isFeatured).toBe(false);
  });

  it("suspends a sponsor out of the public list and activates it back in", async () => {
    const sponsor = await addSponsor({ name: "Toggle Inc" });
    expect(await publicIds()).toContain(sponsor.id);

    const suspended = await patch(sponsor.id, { status: "suspended" });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().status).toBe("suspended");
    expect(await publicIds()).not.toContain(sponsor.id);

    const again = await patch(sponsor.id, { status: "suspended" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "The sponsor is already suspended" });

    const activated = await patch(sponsor.id, { status: "active" });
    expect(activated.json().status).toBe("active");
    expect(await publicIds()).toContain(sponsor.id);
    expect((await patch(sponsor.id, { status: "active" })).statusCode).toBe(409);
  });

  it("rejects an invalid status value with 400", async () => {
    const sponsor = await addSponsor();
    const response = await patch(sponsor.id, { status: "archived" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(["status"]);
  });

  it("answers an empty change with 400, not a server error", async () => {
    const sponsor = await addSponsor();
    const response = await patch(sponsor.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Nothing to update",
      fields: { body: "Nothing to update" },
    });
  });

  it("answers 404 for a sponsor that does not exist", async () => {
    const response = await patch(999_999, { name: "Ghost" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Sponsor not found" });
  });
});

describe("DELETE /api/sponsors/:id", () => {
  it("answers 204, removes the row, then 404 on repeat", async () => {
    const sponsor = await addSponsor();
    const url = `/api/sponsors/${sponsor.id}`;
    const first = await t.request({ method: "DELETE", url, cookie: admin });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe("");
    expect(await t.db.select().from(sponsors).where(eq(sponsors.id, sponsor.id))).toEqual([]);
    const second = await t.request({ method: "DELETE", url, cookie: admin });
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ error: "Sponsor not found" });
  });
});

describe("admin-only sponsor routes", () => {
  const routes = [
    { method: "POST", path: "", payload: valid },
    { method: "PATCH", path: "/:id", payload: { name: "Hijacked" } },
    { method: "DELETE", path: "/:id" },
  ] as const;

  it.each(routes)("$method $path: 401 anonymous, 403 member, no-store", async (route) => {
    const target = await addSponsor();
    const { path, ...rest } = route;
    const request = { ...rest, url: `/api/sponsors${path.replace(":id", String(target.id))}` };
    const before = await t.db.select().from(sponsors);
    await t.expectAdminOnly(request);
    expect(await t.db.select().from(sponsors)).toEqual(before);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { sponsors } from "../sponsors/sponsors.table.ts";
import { sponsorInquiries } from "./sponsor-inquiries.table.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_MAX_PER_HOUR: "1000" });
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const DESCRIPTION = "We build open tools that help people understand and use machine learning.";
const valid = {
  companyName: "Acme AI",
  contactName: "Ada Lovelace",
  email: "ada@acme.example",
  description: DESCRIPTION,
};

function post(app: TestApp, payload: Record<string, unknown>, remoteAddress?: string) {
  return app.request({ method: "POST", url: "/api/sponsor-inquiries", payload, remoteAddress });
}

/** Submits an inquiry as a visitor and returns the stored row. */
async function submit(fields: Record<string, unknown> = {}) {
  const companyName = `Company ${Math.random().toString(36).slice(2, 10)}`;
  const response = await post(t, { ...valid, ...fields, companyName });
  expect(response.statusCode).toBe(201);
  const where = eq(sponsorInquiries.companyName, companyName);
  const [row] = await t.db.select().from(sponsorInquiries).where(where);
  return row!;
}

const patch = (id: number, payload: Record<string, unknown>) =>
  t.request({ method: "PATCH", url: `/api/sponsor-inquiries/${id}`, payload, cookie: admin });
const approve = (id: number) =>
  t.request({ method: "POST", url: `/api/sponsor-inquiries/${id}/approve`, cookie: admin });

describe("POST /api/sponsor-inquiries (public)", () => {
  it("stores a pending bronze inquiry and answers 201 without echoing it", async () => {
    const response = await post(t, {
      ...valid,
      companyName: "Echo Check",
      website: "",
      logoUrl: "",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Inquiry received" });
    expect(response.body).not.toContain(valid.email);
    const [row] = await t.db
      .select()
      .from(sponsorInquiries)
      .where(eq(sponsorInquiries.companyName, "Echo Check"));
    expect(row).toMatchObject({
      status: "pending",
      interestedTier: "bronze",
      website: null,
      logoUrl: null,
      sponsorId: null,
      email: valid.email,
    });
  });

  it.each([
    ["companyName", { companyName: "A" }, "Company name must be at least 2 characters"],
    ["companyName", { companyName: undefined }, "Company name must be at least 2 characters"],
    ["contactName", { contactName: " B " }, "Contact name must be at least 2 characters"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["website", { website: "javascript:alert(1)" }, "Please enter a valid website URL"],
    ["website", { website: "data:text/html,hi" }, "Please enter a valid website URL"],
    ["website", { website: "ftp://acme.example" }, "Please enter a valid website URL"],
    ["website", { website: "acme dot com" }, "Please enter a valid website URL"],
    ["logoUrl", { logoUrl: "javascript:alert(1)" }, "Please enter a valid logo URL"],
    ["logoUrl", { logoUrl: "data:image/png;base64,AAAA" }, "Please enter a valid logo URL"],
    ["logoUrl", { logoUrl: "ftp://acme.example/logo.png" }, "Please enter a valid logo URL"],
    ["logoUrl", { logoUrl: "logo.png" }, "Please enter a valid logo URL"],
    [
      "description",
      { description: "x".repeat(49) },
      "Please provide at least 50 characters describing your company",
    ],
    [
      "description",
      { description: "x".repeat(301) },
      "Description must be 300 characters or less to maintain card layout",
    ],
  ])("rejects a bad %s with the spec message (%j)", async (field, fields, message) => {
    const response = await post(t, { ...valid, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it("accepts a description of exactly 50 and of exactly 300 characters", async () => {
    for (const description of ["x".repeat(50), "y".repeat(300)]) {
      const row = await submit({ description });
      expect(row.description).toBe(description);
    }
  });

  it.each([{ status: "approved" }, { isFeatured: true }, { sponsorId: 1 }, { id: 42 }])(
    "refuses a visitor setting %j",
    async (extra) => {
      const before = await t.db.select().from(sponsorInquiries);
      const response = await post(t, { ...valid, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [Object.keys(extra)[0]!]: "Unknown field" });
      expect(await t.db.select().from(sponsorInquiries)).toHaveLength(before.length);
    },
  );

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await t.db.select().from(sponsorInquiries);
    const response = await post(t, { ...valid, nickname: "bot-filled-this" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Inquiry received" });
    expect(await t.db.select().from(sponsorInquiries)).toHaveLength(before.length);
  });
});

describe("rate limit on inquiries", () => {
  it("gives the third from one client 429 with Retry-After; another client still gets 201", async () => {
    const limited = await createTestApp({ FORM_MAX_PER_HOUR: "2" });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await post(limited, valid, "203.0.113.7")).statusCode).toBe(201);
      }
      const blocked = await post(limited, valid, "203.0.113.7");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json().error).toMatch(/^Too many requests/);
      expect((await post(limited, valid, "203.0.113.8")).statusCode).toBe(201);
      expect(await limited.db.select().from(sponsorInquiries)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("admin inquiry routes", () => {
  it("lists every inquiry newest first, never cached", async () => {
    const older = await submit();
    const newer = await submit();
    const response = await t.request({
      method: "GET",
      url: "/api/sponsor-inquiries",
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const ids = response.json().map((inquiry: { id: number }) => inquiry.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
  });

  it("moves pending → declined → pending, and refuses moves the rules do not allow", async () => {
    const inquiry = await submit();
    expect((await patch(inquiry.id, { status: "pending" })).statusCode).toBe(409);
    const declined = await patch(inquiry.id, { status: "declined" });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe("declined");
    expect((await patch(inquiry.id, { status: "declined" })).statusCode).toBe(409);
    const restored = await patch(inquiry.id, { status: "pending" });
    expect(restored.json().status).toBe("pending");
  });

  it("approves only through the approve call, which also creates the sponsor", async () => {
    const inquiry = await submit();
    const response = await patch(inquiry.id, { status: "approved" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/approve/);
    const sponsors = await t.request({
      method: "GET",
      url: "/api/sponsors?all=true",
      cookie: admin,
    });
    expect(sponsors.json().some((s: { name: string }) => s.name === inquiry.companyName)).toBe(
      false,
    );
  });

  it("keeps an approved inquiry final", async () => {
    const inquiry = await submit();
    expect((await approve(inquiry.id)).statusCode).toBe(200);
    for (const status of ["pending", "declined", "approved"]) {
      const response = await patch(inquiry.id, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: `An inquiry cannot move from approved to ${status}`,
      });
    }
  });

  it("rejects an invalid status with 400, and an empty change with 400", async () => {
    const inquiry = await submit();
    const bad = await patch(inquiry.id, { status: "archived" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: "Status must be pending, approved or declined" });
    const empty = await patch(inquiry.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Nothing to update");
  });

  it("edits fields and refuses a non-http(s) website", async () => {
    const inquiry = await submit();
    const edited = await patch(inquiry.id, { companyName: "Edited Co", website: "" });
    expect(edited.json()).toMatchObject({ companyName: "Edited Co", website: null });
    const bad = await patch(inquiry.id, { website: "javascript:alert(1)" });
    expect(bad.json().fields).toEqual({ website: "Please enter a valid website URL" });
  });

  it("deletes with 204, then 404", async () => {
    const inquiry = await submit();
    const url = `/api/sponsor-inquiries/${inquiry.id}`;
    expect((await t.request({ method: "DELETE", url, cookie: admin })).statusCode).toBe(204);
    const again = await t.request({ method: "DELETE", url, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Inquiry not found" });
  });
});

describe("POST /api/sponsor-inquiries/:id/approve", () => {
  it("creates an active, non-featured sponsor from the inquiry and links it", async () => {
    const inquiry = await submit({
      interestedTier: "gold",
      organizationType: "education-research",
      website: "https://acme.example",
      logoUrl: "https://acme.example/logo.png",
    });
    const response = await approve(inquiry.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { sponsor, inquiry: approved } = response.json();
    expect(sponsor).toMatchObject({
      name: inquiry.companyName,
      tier: "gold",
      organizationType: "education-research",
      website: "https://acme.example",
      logo: "https://acme.example/logo.png",
      description: DESCRIPTION,
      status: "active",
      isActive: true,
      isFeatured: false,
    });
    expect(approved).toMatchObject({ id: inquiry.id, status: "approved", sponsorId: sponsor.id });
    const publicList = await t.request({ method: "GET", url: "/api/sponsors" });
    expect(publicList.json().map((s: { id: number }) => s.id)).toContain(sponsor.id);

    const twice = await approve(inquiry.id);
    expect(twice.statusCode).toBe(409);
    const created = await t.db
      .select()
      .from(sponsors)
      .where(eq(sponsors.name, inquiry.companyName));
    expect(created).toHaveLength(1);
  });

  it("accepts a declined inquiry as a sponsor", async () => {
    const inquiry = await submit();
    await patch(inquiry.id, { status: "declined" });
    const response = await approve(inquiry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().inquiry.status).toBe("approved");
  });

  it("creates exactly one sponsor when two approvals race", async () => {
    // Several rounds: a cold PostgreSQL pool can serialise the first one by chance.
    for (let round = 0; round < 3; round++) {
      const inquiry = await submit();
      const results = await Promise.all([approve(inquiry.id), approve(inquiry.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const created = await t.db
        .select()
        .from(sponsors)
        .where(eq(sponsors.name, inquiry.companyName));
      expect(created).toHaveLength(1);
    }
  });

  it("answers 404 for an unknown inquiry and creates nothing", async () => {
    const before = await t.db.select().from(sponsors);
    const response = await approve(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Inquiry not found" });
    expect(await t.db.select().from(sponsors)).toHaveLength(before.length);
  });

  it("leaves the inquiry with sponsorId null when its sponsor is deleted", async () => {
    const inquiry = await submit();
    const { sponsor } = (await approve(inquiry.id)).json();
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/sponsors/${sponsor.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const list = await t.request({ method: "GET", url: "/api/sponsor-inquiries", cookie: admin });
    const after = list.json().find((row: { id: number }) => row.id === inquiry.id);
    expect(after).toMatchObject({ status: "approved", sponsorId: null });
  });
});

describe("admin-only inquiry routes", () => {
  it.each([
    { method: "GET", path: "" },
    { method: "PATCH", path: "/:id", payload: { status: "declined" } },
    { method: "POST", path: "/:id/approve" },
    { method: "DELETE", path: "/:id" },
  ] as const)("$method $path: 401 anonymous, 403 member, no-store", async (route) => {
    const target = await submit();
    const { path, ...rest } = route;
    const request = {
      ...rest,
      url: `/api/sponsor-inquiries${path.replace(":id", String(target.id))}`,
    };
    const before = await t.db.select().from(sponsorInquiries);
    const sponsorCount = (await t.db.select().from(sponsors)).length;
    await t.expectAdminOnly(request);
    expect(await t.db.select().from(sponsorInquiries)).toEqual(before);
    expect(await t.db.select().from(sponsors)).toHaveLength(sponsorCount);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageStatus } from "../../../shared/constants.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { contactMessages } from "./contact-messages.table.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_MAX_PER_HOUR: "1000" });
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const valid = { subject: "A question", message: "How do I reset my quiz progress?" };

function post(app: TestApp, payload: Record<string, unknown>, remoteAddress?: string) {
  return app.request({ method: "POST", url: "/api/contact-messages", payload, remoteAddress });
}

async function storedWithSubject(subject: string) {
  return t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
}

/** Arranges a message directly in the table, in any status (legacy 'unread' included). */
async function arrange(status: MessageStatus) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ subject: `Arranged ${status}`, message: "Arranged for a test", status })
    .returning();
  return row!;
}

const setStatus = (id: number, status: string) =>
  t.request({
    method: "PATCH",
    url: `/api/contact-messages/${id}`,
    payload: { status },
    cookie: admin,
  });

describe("POST /api/contact-messages (public)", () => {
  it("stores a pending message and answers 201 without echoing it", async () => {
    const payload = {
      name: "Grace",
      email: "grace@example.com",
      subject: "Echo check",
      message: valid.message,
    };
    const response = await post(t, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Message received" });
    expect(response.body).not.toContain("grace@example.com");
    const [row] = await storedWithSubject("Echo check");
    expect(row).toMatchObject({ name: "Grace", email: "grace@example.com", status: "pending" });
  });

  it("takes name and email as optional, with no format check on the email", async () => {
    expect(
      (await post(t, { subject: "No contact details", message: valid.message })).statusCode,
    ).toBe(201);
    const [anonymous] = await storedWithSubject("No contact details");
    expect(anonymous).toMatchObject({ name: null, email: null });

    const loose = {
      name: "",
      email: "call me maybe",
      subject: "Loose details",
      message: valid.message,
    };
    expect((await post(t, loose)).statusCode).toBe(201);
    const [row] = await storedWithSubject("Loose details");
    expect(row).toMatchObject({ name: null, email: "call me maybe" });
  });

  it.each([
    ["subject", { subject: "Hey" }, "Subject must be at least 5 characters"],
    ["subject", { subject: "   Hey   " }, "Subject must be at least 5 characters"],
    ["subject", { subject: undefined }, "Subject must be at least 5 characters"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
    ["message", { message: undefined }, "Message must be at least 10 characters"],
    ["message", { message: "m".repeat(501) }, "Message must be 500 characters or less"],
  ])("rejects a bad %s with the spec message (%j)", async (field, fields, message) => {
    const response = await post(t, { ...valid, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it("accepts a subject of 5 and a message of exactly 10 and 500 characters", async () => {
    for (const message of ["m".repeat(10), "n".repeat(500)]) {
      const subject = `Hi${message.length}`.padEnd(5, "!");
      expect((await post(t, { subject, message })).statusCode).toBe(201);
      expect(subject).toHaveLength(5);
      expect((await storedWithSubject(subject))[0]!.message).toBe(message);
    }
  });

  it.each([{ status: "closed" }, { id: 7 }, { createdAt: "2020-01-01T00:00:00Z" }])(
    "refuses a visitor setting %j",
    async (extra) => {
      const before = await t.db.select().from(contactMessages);
      const response = await post(t, { ...valid, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [Object.keys(extra)[0]!]: "Unknown field" });
      expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
    },
  );

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await t.db.select().from(contactMessages);
    const response = await post(t, { ...valid, nickname: "i am a bot" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Message received" });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe("rate limit on messages", () => {
  it("gives the third from one client 429 with Retry-After; another client still gets 201", async () => {
    const limited = await createTestApp({ FORM_MAX_PER_HOUR: "2" });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await post(limited, valid, "198.51.100.40")).statusCode).toBe(201);
      }
      const blocked = await post(limited, valid, "198.51.100.40");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json().error).toMatch(/^Too many requests/);
      expect((await post(limited, valid, "198.51.100.41")).statusCode).toBe(201);
      expect(await limited.db.select().from(contactMessages)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/contact-messages (admin)", () => {
  it("lists every message newest first with id, status and createdAt, never cached", async () => {
    const older = await arrange("unread");
    const newer = await arrange("pending");
    const response = await t.request({
      method: "GET",
      url: "/api/contact-messages",
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const list: Array<{ id: number; status: string; createdAt: string }> = response.json();
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((row) => row.id === older.id)).toMatchObject({
      status: "unread",
      createdAt: older.createdAt.toISOString(),
    });
  });
});

describe("PATCH /api/contact-messages/:id", () => {
  const allowed: Record<MessageStatus, MessageStatus[]> = {
    pending: ["responded", "closed"],
    unread: ["responded", "closed"],
    // Reopening puts a message back under Pending (issue 14).
    responded: ["closed", "pending"],
    closed: ["pending"],
  };
  const cases = (Object.keys(allowed) as MessageStatus[]).flatMap((from) =>
    (["pending", "unread", "responded", "closed"] as const).map((to) => ({
      from,
      to,
      expected: allowed[from].includes(to) ? 200 : 409,
    })),
  );

  it.each(cases)("$from → $to answers $expected", async ({ from, to, expected }) => {
    const row = await arrange(from);
    const response = await setStatus(row.id, to);
    expect(response.statusCode).toBe(expected);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, row.id));
    if (expected === 200) {
      expect(response.json()).toMatchObject({ id: row.id, status: to });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(stored!.status).toBe(to);
    } else {
      expect(response.json()).toEqual({ error: `A message cannot move from ${from} to ${to}` });
      expect(stored!.status).toBe(from);
    }
  });

  it("rejects an invalid status with 400 and other fields as unknown", async () => {
    const row = await arrange("pending");
    const bad = await setStatus(row.id, "archived");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: "Status must be pending, responded or closed" });
    const extra = await t.request({
      method: "PATCH",
      url: `/api/contact-messages/${row.id}`,
      payload: { status: "closed", subject: "Rewritten" },
      cookie: admin,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ subject: "Unknown field" });
  });

  it("answers 404 for a message that does not exist", async () => {
    const response = await setStatus(999_999, "closed");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Message not found" });
  });
});

describe("DELETE /api/contact-messages/:id", () => {
  it("deletes a message in any status with 204, then 404", async () => {
    const row = await arrange("closed");
    const url = `/api/contact-messages/${row.id}`;
    expect((await t.request({ method: "DELETE", url, cookie: admin })).statusCode).toBe(204);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toEqual(
      [],
    );
    const again = await t.request({ method: "DELETE", url, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Message not found" });
  });
});

describe("admin-only message routes", () => {
  const routes = [
    { method: "GET", path: "" },
    { method: "PATCH", path: "/:id", payload: { status: "closed" } },
    { method: "DELETE", path: "/:id" },
  ] as const;

  it.each(routes)("$method $path: 401 anonymous, 403 member, no-store", async (route) => {
    const target = await arrange("pending");
    const { path, ...rest } = route;
    const request = {
      ...rest,
      url: `/api/contact-messages${path.replace(":id", String(target.id))}`,
    };
    const before = await t.db.select().from(contactMessages);
    await t.expectAdminOnly(request);
    expect(await t.db.select().from(contactMessages)).toEqual(before);
  });
});

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app.ts";
import { loggableError } from "./logger.ts";
import { MESSAGE, unstorableText } from "./text-input.ts";

// Text the database cannot store (NUL, unpaired surrogates) is refused with 400 naming the
// field, never a 500; and no log line holds what a visitor typed.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ FORM_MAX_PER_HOUR: "1000" });
  admin = await t.adminCookie();
});
afterAll(() => t.close());

describe("text a database cannot store", () => {
  it("finds NUL and broken surrogates anywhere in a value, keys included", () => {
    expect(unstorableText({ a: "fine", b: ["ok", { c: "x\u0000y" }] })).toBe("b.1.c");
    expect(unstorableText({ s: "x\ud800" })).toBe("s");
    expect(unstorableText({ s: "\udc00x" })).toBe("s");
    expect(unstorableText({ "k\u0000": 1 })).toBe("k\u0000");
    expect(unstorableText({ emoji: "😀 \ud83d\ude00", n: 1, b: true, z: null })).toBeNull();
  });

  it("is refused with 400 on the public forms and the admin API, and nothing is stored", async () => {
    const cases = [
      {
        url: "/api/contact-messages",
        method: "POST" as const,
        payload: {
          subject: "a\u0000b hello",
          message: "0123456789 x",
          name: "Ann",
          email: "a@b.co",
        },
        field: "subject",
      },
      {
        url: "/api/sponsor-inquiries",
        method: "POST" as const,
        payload: { companyName: "Acme\ud800", contactName: "Ann" },
        field: "companyName",
      },
      {
        url: "/api/settings",
        method: "PATCH" as const,
        payload: { siteName: "x\ud800" },
        field: "siteName",
        cookie: admin,
      },
      {
        url: "/api/topics",
        method: "POST" as const,
        payload: { title: "T\u0000", description: "d", category: "c", level: "beginner" },
        field: "title",
        cookie: admin,
      },
    ];
    for (const { field, ...request } of cases) {
      const response = await t.request(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json(), request.url).toEqual({
        error: MESSAGE,
        fields: { [field]: MESSAGE },
      });
    }
    const list = await t.request({ method: "GET", url: "/api/contact-messages", cookie: admin });
    expect(JSON.stringify(list.json())).not.toContain("hello");
    const search = await t.request({ method: "GET", url: "/api/topics?q=%00" });
    expect(search.statusCode).toBeLessThan(500);
  });
});

describe("logged errors", () => {
  it("keep a database error's statement and code but not its values", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Key (email)=(ann@example.com) already exists.",
    });
    const error = new Error(
      'Failed query: insert into "contact_messages" ("name", "email", "message") values ($1, $2, $3)\nparams: Ann,ann@example.com,my secret message\nwith a second line',
      { cause },
    );
    const logged = JSON.stringify(loggableError(error));
    for (const typed of ["Ann", "ann@example.com", "secret", "second line"]) {
      expect(logged).not.toContain(typed);
    }
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("22021");
  });

  it("are written through the logger's serializer", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { loggerOptions } = await import("./logger.ts");
    const { default: pino } = await import("pino");
    const options = loggerOptions("info") as {
      serializers: Record<string, (v: unknown) => unknown>;
    };
    const log = pino({ serializers: options.serializers }, stream);
    log.error(
      { err: new Error("Failed query: select 1\nparams: Ann,ann@example.com") },
      "request failed",
    );
    expect(lines.join("")).toContain("Failed query: select 1");
    expect(lines.join("")).not.toContain("ann@example.com");
  });
});

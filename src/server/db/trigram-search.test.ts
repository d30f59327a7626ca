import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactMessagesService } from "../modules/contact-messages/contact-messages.service.ts";
import {
  contactMessages,
  contactMessagesSearched,
} from "../modules/contact-messages/contact-messages.table.ts";
import { createSponsorInquiriesService } from "../modules/sponsor-inquiries/sponsor-inquiries.service.ts";
import {
  sponsorInquiries,
  sponsorInquiriesSearched,
} from "../modules/sponsor-inquiries/sponsor-inquiries.table.ts";
import { createSponsorsService } from "../modules/sponsors/sponsors.service.ts";
import type { Database, Db } from "./client.ts";
import { keysetPage, SEARCH_COUNT_MAX, trigramSearch } from "./paging.ts";
import { createTestDatabase } from "./test-database.ts";

// The admin's message and inquiry searches read a trigram index (migration 0008, ADR 020), and
// still match what the column-by-column search matched: within one field, case-insensitively,
// % and _ literally.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Maria Kowalski", null];
  await database.db.insert(contactMessages).values(
    Array.from({ length: 3000 }, (_, i) => ({
      name: names[i % names.length],
      email: i % 7 === 0 ? null : `visitor${i}@example.com`,
      subject: `Question number ${i}`,
      message: "How do I reset my quiz progress on the attention lesson?",
    })),
  );
  await database.db.insert(sponsorInquiries).values(
    Array.from({ length: 300 }, (_, i) => ({
      companyName: `Company ${i}`,
      contactName: names[i % 4]!,
      email: `contact${i}@company.example`,
      description: "d".repeat(60),
    })),
  );
});
afterAll(() => database.close());

const messages = () => createContactMessagesService({ db: database.db });
const inquiries = () =>
  createSponsorInquiriesService({
    db: database.db,
    sponsors: createSponsorsService({ db: database.db }),
  });

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The plan of `statement` on `from`. A few thousand rows are few enough for a sequential scan to
 * win on cost, so it is priced out: the plan shows whether the index serves the condition at
 * all, which is what changes when the query's text and the index's differ.
 */
async function explain(from: Db, statement: SQL): Promise<string> {
  await from.execute(sql`set local enable_seqscan = off`);
  const result = await from.execute(sql`explain ${statement}`);
  const lines = (result as unknown as { rows: Array<{ "QUERY PLAN": string }> }).rows;
  return lines.map((line) => line["QUERY PLAN"]).join("\n");
}

const countPlan = (table: PgTable, where: SQL | undefined) =>
  database.db.transaction((tx) => explain(tx, sql`select count(*) from ${table} where ${where}`));

/** The plan of the page query `keysetPage` makes for the messages matching `q`. */
async function pagePlan(q: string): Promise<string> {
  let found = "";
  await keysetPage(
    database.db,
    { limit: 50 },
    {
      table: contactMessages,
      id: contactMessages.id,
      order: "desc",
      where: undefined,
      search: trigramSearch(contactMessagesSearched, q),
    },
    async (where, orderBy, limit, from) => {
      const page = from.select().from(contactMessages).where(where).orderBy(orderBy).limit(limit);
      found = await explain(from, page.getSQL());
      return [];
    },
  );
  return found;
}

describe("trigram search", () => {
  it("0008 creates pg_trgm and a GIN trigram index on each searched table", async () => {
    expect(await rows(sql`select extname from pg_extension where extname = 'pg_trgm'`)).toEqual([
      { extname: "pg_trgm" },
    ]);
    const indexes = await rows(
      sql`select indexname, indexdef from pg_indexes where indexname like '%_search_idx' order by 1`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      "contact_messages_search_idx",
      "sponsor_inquiries_search_idx",
    ]);
    for (const index of indexes) expect(index.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
  });

  it("finds messages and inquiries through their index", async () => {
    const messagePlan = await countPlan(
      contactMessages,
      trigramSearch(contactMessagesSearched, "kowalski").where,
    );
    expect(messagePlan).toContain("contact_messages_search_idx");
    const inquiryPlan = await countPlan(
      sponsorInquiries,
      trigramSearch(sponsorInquiriesSearched, "hopper").where,
    );
    expect(inquiryPlan).toContain("sponsor_inquiries_search_idx");
  });

  it("finds a page of matches through the index and then sorts them, however few match", async () => {
    const page = await pagePlan("zzqx");
    expect(page).toContain("contact_messages_search_idx");
    expect(page).not.toContain("contact_messages_pkey");
  });

  it("matches any field case-insensitively, and short text too", async () => {
    const total = async (q: string) => (await messages().listPage({ limit: 5, q })).total;
    expect(await total("KOWALSKI")).toBe(600);
    expect(await total("visitor2999@EXAMPLE")).toBe(1);
    expect(await total("number 2999")).toBe(1);
    expect(await total("Ad")).toBe(600);
    expect(await total("zzqx")).toBe(0);
    expect((await inquiries().listPage({ limit: 5, q: "company 29" })).total).toBe(11);
    expect((await inquiries().listPage({ limit: 5, q: "TURING" })).total).toBe(75);
  });

  it("counts a search's matches up to SEARCH_COUNT_MAX, then says there are more", async () => {
    const counted = async (q: string) => {
      const { total, totalIsExact, items } = await messages().listPage({ limit: 5, q });
      return { total, totalIsExact, shown: items.length };
    };
    expect(await counted("attention")).toEqual({
      total: SEARCH_COUNT_MAX,
      totalIsExact: false,
      shown: 5,
    });
    expect(await counted("at")).toEqual({ total: SEARCH_COUNT_MAX, totalIsExact: false, shown: 5 });
    expect(await counted("KOWALSKI")).toEqual({ total: 600, totalIsExact: true, shown: 5 });
    // Without a search every row is counted, however many.
    const all = await messages().listPage({ limit: 5 });
    expect(all.total).toBeGreaterThanOrEqual(3000);
    expect(all.totalIsExact).toBe(true);
  });

  it("matches within one field, never across the join of two", async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Solo", email: "joined@example.com", subject: "x_y 100%", message: "m" })
      .returning();
    const ids = async (q: string) =>
      (await messages().listPage({ limit: 5, q })).items.map((item) => item.id);
    expect(await ids("solo joined")).toEqual([]);
    expect(await ids("solo\u001fjoined")).toEqual([]);
    expect(await ids("x_y 100%")).toEqual([row!.id]);
    expect(await ids("x%y")).toEqual([]);
    expect(await ids("a\u0000b")).toEqual([]);
  });
});

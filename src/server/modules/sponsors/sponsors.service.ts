import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  SPONSOR_STATUSES,
  type SponsorStatus,
  TIERS,
  type Tier,
} from "../../../shared/constants.ts";
import type { PageRequest } from "../../../shared/schemas/list-query.ts";
import type { sponsorCreateSchema, sponsorUpdateSchema } from "../../../shared/schemas/sponsor.ts";
import type { Db } from "../../db/client.ts";
import { createdCounts } from "../../db/content-counts.ts";
import { containsText, keysetPage } from "../../db/paging.ts";
import { conflict, notFound } from "../../errors.ts";
import { sponsors } from "./sponsors.table.ts";

export type SponsorCreate = z.output<typeof sponsorCreateSchema>;
export type SponsorUpdate = z.output<typeof sponsorUpdateSchema>;

export function createSponsorsService({ db }: { db: Db }) {
  /** The public directory: active sponsors whose status is 'active' (spec §5). */
  function listPublic() {
    return db
      .select()
      .from(sponsors)
      .where(and(eq(sponsors.isActive, true), eq(sponsors.status, "active")))
      .orderBy(asc(sponsors.id));
  }

  /**
   * A page of sponsors, oldest first: the public directory's, or for an admin every sponsor (of
   * one status when asked), searched by name and description.
   */
  function listPage(
    request: PageRequest & { status?: SponsorStatus | undefined },
    { all }: { all: boolean },
  ) {
    const where = and(
      all ? undefined : and(eq(sponsors.isActive, true), eq(sponsors.status, "active")),
      request.status ? eq(sponsors.status, request.status) : undefined,
      containsText([sponsors.name, sponsors.description], request.q),
    );
    return keysetPage(
      db,
      request,
      { table: sponsors, id: sponsors.id, order: "asc", where },
      (condition, orderBy, limit) =>
        db.select().from(sponsors).where(condition).orderBy(orderBy).limit(limit),
    );
  }

  /** How many sponsors the public directory shows. */
  async function countPublic() {
    const [row] = await db
      .select({ n: count() })
      .from(sponsors)
      .where(and(eq(sponsors.isActive, true), eq(sponsors.status, "active")));
    return row!.n;
  }

  /** Sponsors by status, and by tier: every one, and those the public directory shows. */
  async function counts() {
    const created = createdCounts(db, sponsors, sponsors.createdAt);
    const rows = await db
      .select({
        status: sponsors.status,
        tier: sponsors.tier,
        isActive: sponsors.isActive,
        n: count(),
      })
      .from(sponsors)
      .groupBy(sponsors.status, sponsors.tier, sponsors.isActive);
    const byStatus = Object.fromEntries(SPONSOR_STATUSES.map((status) => [status, 0])) as Record<
      SponsorStatus,
      number
    >;
    const byTier = Object.fromEntries(
      TIERS.map((tier) => [tier, { total: 0, active: 0 }]),
    ) as Record<Tier, { total: number; active: number }>;
    let shown = 0;
    for (const row of rows) {
      byStatus[row.status] += row.n;
      byTier[row.tier].total += row.n;
      if (row.isActive && row.status === "active") {
        byTier[row.tier].active += row.n;
        shown += row.n;
      }
    }
    return { byStatus, byTier, shown, ...(await created) };
  }

  async function create(input: SponsorCreate, tx: Db = db) {
    const [row] = await tx.insert(sponsors).values(input).returning();
    return row!;
  }

  /** Saves each change at once; status moves only between active and suspended (spec §4). */
  async function update(id: number, changes: SponsorUpdate) {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for("update");
      if (!current) throw notFound("Sponsor");
      if (changes.status) assertStatusMove(current.status, changes.status);
      const [row] = await tx.update(sponsors).set(changes).where(eq(sponsors.id, id)).returning();
      return row!;
    });
  }

  async function remove(id: number) {
    const rows = await db.delete(sponsors).where(eq(sponsors.id, id)).returning();
    if (rows.length === 0) throw notFound("Sponsor");
  }

  return { listPublic, listPage, counts, countPublic, create, update, remove };
}

function assertStatusMove(from: SponsorStatus, to: SponsorStatus) {
  if (from === to) throw conflict(`The sponsor is already ${to}`);
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;

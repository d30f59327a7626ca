import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { SponsorStatus } from "../../../shared/constants.ts";
import type { sponsorCreateSchema, sponsorUpdateSchema } from "../../../shared/schemas/sponsor.ts";
import type { Db } from "../../db/client.ts";
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

  function listAll() {
    return db.select().from(sponsors).orderBy(asc(sponsors.id));
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

  return { listPublic, listAll, create, update, remove };
}

function assertStatusMove(from: SponsorStatus, to: SponsorStatus) {
  if (from === to) throw conflict(`The sponsor is already ${to}`);
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;

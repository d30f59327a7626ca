import { count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { INQUIRY_STATUSES, type InquiryStatus } from "../../../shared/constants.ts";
import type { PageRequest } from "../../../shared/schemas/list-query.ts";
import type { sponsorInquiryUpdateSchema } from "../../../shared/schemas/sponsor-inquiry.ts";
import type { SponsorInquiry } from "../../../shared/schemas/sponsor-inquiry-form.ts";
import type { Db } from "../../db/client.ts";
import { keysetPage, trigramSearch } from "../../db/paging.ts";
import { conflict, notFound } from "../../errors.ts";
import type { SponsorsService } from "../sponsors/sponsors.service.ts";
import { sponsorInquiries, sponsorInquiriesSearched } from "./sponsor-inquiries.table.ts";

type InquiryInput = SponsorInquiry;
type InquiryUpdate = z.output<typeof sponsorInquiryUpdateSchema>;

/** Spec §4: pending → approved | declined; declined → pending | approved; approved is final. */
const MOVES: Record<InquiryStatus, readonly InquiryStatus[]> = {
  pending: ["approved", "declined"],
  declined: ["pending", "approved"],
  approved: [],
};

export function assertInquiryMove(from: InquiryStatus, to: InquiryStatus) {
  if (!MOVES[from].includes(to)) {
    throw conflict(`An inquiry cannot move from ${from} to ${to}`);
  }
}

export function createSponsorInquiriesService({
  db,
  sponsors,
}: {
  db: Db;
  sponsors: SponsorsService;
}) {
  /** Stores a visitor's inquiry; a filled honeypot is accepted silently and stored nowhere. */
  async function submit(input: InquiryInput): Promise<void> {
    const { nickname, ...fields } = input;
    if (nickname) return;
    await db.insert(sponsorInquiries).values(fields);
  }

  /** A page of inquiries (in the statuses given, or all), newest first, searched by company, contact and email. */
  function listPage(request: PageRequest & { status?: InquiryStatus[] | undefined }) {
    return keysetPage(
      db,
      request,
      {
        table: sponsorInquiries,
        id: sponsorInquiries.id,
        order: "desc",
        where: request.status ? inArray(sponsorInquiries.status, request.status) : undefined,
        search: trigramSearch(sponsorInquiriesSearched, request.q),
      },
      (condition, orderBy, limit, from) =>
        from.select().from(sponsorInquiries).where(condition).orderBy(orderBy).limit(limit),
    );
  }

  /** How many inquiries are in each status. */
  async function statusCounts(): Promise<Record<InquiryStatus, number>> {
    const rows = await db
      .select({ status: sponsorInquiries.status, n: count() })
      .from(sponsorInquiries)
      .groupBy(sponsorInquiries.status);
    const counts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0]));
    for (const row of rows) counts[row.status] = row.n;
    return counts as Record<InquiryStatus, number>;
  }

  async function update(id: number, changes: InquiryUpdate) {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(sponsorInquiries)
        .where(eq(sponsorInquiries.id, id))
        .for("update");
      if (!current) throw notFound("Inquiry");
      if (changes.status) assertInquiryMove(current.status, changes.status);
      if (changes.status === "approved") {
        // Approval creates the sponsor too; only the approve call does both at once.
        throw conflict("Approve an inquiry with POST /api/sponsor-inquiries/:id/approve");
      }
      const [row] = await tx
        .update(sponsorInquiries)
        .set(changes)
        .where(eq(sponsorInquiries.id, id))
        .returning();
      return row!;
    });
  }

  /**
   * Creates the active, non-featured sponsor and marks the inquiry approved in one transaction;
   * the row lock makes a second approval (a double click) a 409, never a second sponsor.
   */
  async function approve(id: number) {
    return db.transaction(async (tx) => {
      const [inquiry] = await tx
        .select()
        .from(sponsorInquiries)
        .where(eq(sponsorInquiries.id, id))
        .for("update");
      if (!inquiry) throw notFound("Inquiry");
      assertInquiryMove(inquiry.status, "approved");
      const sponsor = await sponsors.create(
        {
          name: inquiry.companyName,
          tier: inquiry.interestedTier,
          logo: inquiry.logoUrl,
          website: inquiry.website,
          description: inquiry.description,
          organizationType: inquiry.organizationType,
          status: "active",
          isActive: true,
          isFeatured: false,
        },
        tx,
      );
      const [updated] = await tx
        .update(sponsorInquiries)
        .set({ status: "approved", sponsorId: sponsor.id })
        .where(eq(sponsorInquiries.id, id))
        .returning();
      return { inquiry: updated!, sponsor };
    });
  }

  async function remove(id: number) {
    const rows = await db
      .delete(sponsorInquiries)
      .where(eq(sponsorInquiries.id, id))
      .returning({ id: sponsorInquiries.id });
    if (rows.length === 0) throw notFound("Inquiry");
  }

  return { submit, listPage, statusCounts, update, approve, remove };
}

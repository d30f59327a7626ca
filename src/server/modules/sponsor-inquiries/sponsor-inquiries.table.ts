import type { Column } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import {
  INQUIRY_STATUSES,
  type InquiryStatus,
  ORGANIZATION_TYPES,
  type OrganizationType,
  TIERS,
  type Tier,
} from "../../../shared/constants.ts";
import { id, oneOf, timestamps, trigramIndex } from "../../db/columns.ts";
import { sponsors } from "../sponsors/sponsors.table.ts";

export const sponsorInquiries = pgTable(
  "sponsor_inquiries",
  {
    id: id(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    interestedTier: text("interested_tier").$type<Tier>().notNull().default("bronze"),
    organizationType: text("organization_type").$type<OrganizationType>(),
    budget: text("budget"),
    website: text("website"),
    logoUrl: text("logo_url"),
    description: text("description").notNull(),
    goals: text("goals").notNull().default(""),
    additionalInfo: text("additional_info"),
    status: text("status").$type<InquiryStatus>().notNull().default("pending"),
    /** The sponsor an approval created. */
    sponsorId: integer("sponsor_id").references(() => sponsors.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    // A page of one status, newest first (ADR 019): WHERE status = $1 AND id < $cursor
    // ORDER BY id DESC LIMIT $n; and the counts per status (GROUP BY status).
    index("sponsor_inquiries_status_id_idx").on(table.status, table.id),
    // The admin's search (ADR 020): WHERE (company name, contact name and email joined, as
    // searchedText joins them) ILIKE '%q%', for the page and for its count.
    trigramIndex("sponsor_inquiries_search_idx", searched(table)),
    oneOf("sponsor_inquiries_status_check", table.status, INQUIRY_STATUSES),
    oneOf("sponsor_inquiries_tier_check", table.interestedTier, TIERS),
    oneOf("sponsor_inquiries_organization_type_check", table.organizationType, ORGANIZATION_TYPES),
  ],
);

/** The fields the admin's search reads, in the order its index joins them. */
function searched(table: Record<"companyName" | "contactName" | "email", Column>): Column[] {
  return [table.companyName, table.contactName, table.email];
}

export const sponsorInquiriesSearched = searched(sponsorInquiries);

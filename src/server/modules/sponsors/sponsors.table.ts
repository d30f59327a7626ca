import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import {
  ORGANIZATION_TYPES,
  type OrganizationType,
  SPONSOR_STATUSES,
  type SponsorStatus,
  TIERS,
  type Tier,
} from "../../../shared/constants.ts";
import { id, oneOf, timestamps } from "../../db/columns.ts";

export const sponsors = pgTable(
  "sponsors",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    logo: text("logo"),
    website: text("website"),
    tier: text("tier").$type<Tier>().notNull().default("bronze"),
    organizationType: text("organization_type").$type<OrganizationType>(),
    isActive: boolean("is_active").notNull().default(true),
    status: text("status").$type<SponsorStatus>().notNull().default("active"),
    isFeatured: boolean("is_featured").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // The admin's page of one status (ADR 019): WHERE status = $1 AND id > $cursor
    // ORDER BY id LIMIT $n.
    index("sponsors_status_id_idx").on(table.status, table.id),
    oneOf("sponsors_tier_check", table.tier, TIERS),
    oneOf("sponsors_status_check", table.status, SPONSOR_STATUSES),
    oneOf("sponsors_organization_type_check", table.organizationType, ORGANIZATION_TYPES),
  ],
);

import { z } from "zod";
import { LIMITS, ORGANIZATION_TYPES, SPONSOR_STATUSES, TIERS } from "../constants.ts";
import { hasKeys, isoDate, nonEmpty } from "./common.ts";
import { DESCRIPTION_MAX_MESSAGE, optionalHttpUrl } from "./form-fields.ts";

const description = z
  .string({ error: "Description must be at least 10 characters" })
  .trim()
  .max(LIMITS.sponsorDescriptionMax, DESCRIPTION_MAX_MESSAGE);

export const sponsorCreateSchema = z.strictObject({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(LIMITS.nameMin, "Name must be at least 2 characters")
    .max(120, "Name must be 120 characters or less"),
  tier: z.enum(TIERS, { error: "Tier must be gold, silver or bronze" }).default("bronze"),
  logo: optionalHttpUrl("Please enter a valid logo URL"),
  website: optionalHttpUrl("Please enter a valid website URL"),
  description: description.min(
    LIMITS.sponsorAddDescriptionMin,
    "Description must be at least 10 characters",
  ),
  organizationType: z
    .enum(ORGANIZATION_TYPES, { error: "Please choose an organization type" })
    .nullish(),
  status: z
    .enum(SPONSOR_STATUSES, { error: "Status must be active or suspended" })
    .default("active"),
  isFeatured: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type SponsorCreateInput = z.input<typeof sponsorCreateSchema>;

/** Edit dialog: each change is saved at once; only the description is limited (spec §5). */
export const sponsorUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, "Name is required").max(120),
    tier: z.enum(TIERS),
    logo: optionalHttpUrl("Please enter a valid logo URL"),
    website: optionalHttpUrl("Please enter a valid website URL"),
    description,
    organizationType: z.enum(ORGANIZATION_TYPES).nullable(),
    status: z.enum(SPONSOR_STATUSES),
    isFeatured: z.boolean(),
    isActive: z.boolean(),
  })
  .partial()
  .refine(hasKeys, nonEmpty);

export const sponsorRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  tier: z.enum(TIERS),
  organizationType: z.enum(ORGANIZATION_TYPES).nullable(),
  isActive: z.boolean(),
  status: z.enum(SPONSOR_STATUSES),
  isFeatured: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

import { z } from "zod";
import { INQUIRY_STATUSES, LIMITS, ORGANIZATION_TYPES, TIERS } from "../constants.ts";
import { hasKeys, honeypot, isoDate, nonEmpty, optionalHttpUrl, optionalText } from "./common.ts";
import { DESCRIPTION_MAX_MESSAGE } from "./sponsor.ts";

const personName = (message: string) =>
  z.string({ error: message }).trim().min(LIMITS.nameMin, message).max(120, message);

export const sponsorInquirySchema = z.strictObject({
  companyName: personName("Company name must be at least 2 characters"),
  contactName: personName("Contact name must be at least 2 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  phone: optionalText(40),
  interestedTier: z.enum(TIERS, { error: "Tier must be gold, silver or bronze" }).default("bronze"),
  organizationType: z
    .enum(ORGANIZATION_TYPES, { error: "Please choose an organization type" })
    .nullish(),
  budget: optionalText(100),
  website: optionalHttpUrl("Please enter a valid website URL"),
  logoUrl: optionalHttpUrl("Please enter a valid logo URL"),
  description: z
    .string({ error: "Please provide at least 50 characters describing your company" })
    .trim()
    .min(
      LIMITS.inquiryDescriptionMin,
      "Please provide at least 50 characters describing your company",
    )
    .max(LIMITS.sponsorDescriptionMax, DESCRIPTION_MAX_MESSAGE),
  goals: z.string().trim().max(1000, "Goals must be 1000 characters or less").default(""),
  additionalInfo: optionalText(1000),
  nickname: honeypot,
});
export type SponsorInquiryInput = z.input<typeof sponsorInquirySchema>;

/** Admin edits of an inquiry: its status (by the transition rules) or its fields. */
export const sponsorInquiryUpdateSchema = z
  .strictObject({
    status: z.enum(INQUIRY_STATUSES, { error: "Status must be pending, approved or declined" }),
    companyName: personName("Company name must be at least 2 characters"),
    contactName: personName("Contact name must be at least 2 characters"),
    email: z.string().trim().pipe(z.email("Please enter a valid email address")),
    phone: optionalText(40),
    interestedTier: z.enum(TIERS),
    organizationType: z.enum(ORGANIZATION_TYPES).nullable(),
    budget: optionalText(100),
    website: optionalHttpUrl("Please enter a valid website URL"),
    logoUrl: optionalHttpUrl("Please enter a valid logo URL"),
    description: z.string().trim().max(LIMITS.sponsorDescriptionMax, DESCRIPTION_MAX_MESSAGE),
    goals: z.string().trim().max(1000),
    additionalInfo: optionalText(1000),
  })
  .partial()
  .refine(hasKeys, nonEmpty);

export const sponsorInquiryRecord = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interestedTier: z.enum(TIERS),
  organizationType: z.enum(ORGANIZATION_TYPES).nullable(),
  budget: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  goals: z.string(),
  additionalInfo: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  sponsorId: z.number().int().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

import { z } from "zod";
import { INQUIRY_STATUSES, LIMITS, ORGANIZATION_TYPES, TIERS } from "../constants.ts";
import { hasKeys, isoDate, nonEmpty } from "./common.ts";
import { DESCRIPTION_MAX_MESSAGE, optionalHttpUrl, optionalText } from "./form-fields.ts";
import { personName } from "./sponsor-inquiry-form.ts";

// The public inquiry itself (sponsorInquirySchema) is in sponsor-inquiry-form.ts.

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

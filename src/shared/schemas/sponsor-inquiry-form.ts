import * as z from "zod/mini";
import { LIMITS, ORGANIZATION_TYPES, TIERS } from "../constants.ts";
import {
  boundedText,
  DESCRIPTION_MAX_MESSAGE,
  honeypot,
  optionalHttpUrl,
  optionalText,
} from "./form-fields.ts";

const EMAIL_MESSAGE = "Please enter a valid email address";
const DESCRIPTION_MIN_MESSAGE = "Please provide at least 50 characters describing your company";

export const personName = (message: string) =>
  boundedText({ length: LIMITS.nameMin, message }, { length: 120, message });

/**
 * A visitor's sponsorship inquiry (POST /api/sponsor-inquiries and the become-a-sponsor form).
 * zod/mini: see form-fields.ts.
 */
export const sponsorInquirySchema = z.strictObject({
  companyName: personName("Company name must be at least 2 characters"),
  contactName: personName("Contact name must be at least 2 characters"),
  email: z.pipe(
    z.string({ error: EMAIL_MESSAGE }).check(z.trim(), z.maxLength(254, EMAIL_MESSAGE)),
    z.email(EMAIL_MESSAGE),
  ),
  phone: optionalText(40),
  interestedTier: z._default(
    z.enum(TIERS, { error: "Tier must be gold, silver or bronze" }),
    "bronze",
  ),
  organizationType: z.nullish(
    z.enum(ORGANIZATION_TYPES, { error: "Please choose an organization type" }),
  ),
  budget: optionalText(100),
  website: optionalHttpUrl("Please enter a valid website URL"),
  logoUrl: optionalHttpUrl("Please enter a valid logo URL"),
  description: boundedText(
    { length: LIMITS.inquiryDescriptionMin, message: DESCRIPTION_MIN_MESSAGE },
    { length: LIMITS.sponsorDescriptionMax, message: DESCRIPTION_MAX_MESSAGE },
  ),
  goals: z._default(
    z.string().check(z.trim(), z.maxLength(1000, "Goals must be 1000 characters or less")),
    "",
  ),
  additionalInfo: optionalText(1000),
  nickname: honeypot,
});
export type SponsorInquiryInput = z.input<typeof sponsorInquirySchema>;
export type SponsorInquiry = z.output<typeof sponsorInquirySchema>;

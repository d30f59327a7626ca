import { z } from "zod";
import { hasKeys, nonEmpty, requiredText } from "./common.ts";
import { optionalHttpUrl, optionalText } from "./form-fields.ts";

// Platform Settings: what the public pages say about the site. The environment gives the
// defaults (README: Configuration); a saved setting overrides its variable.

export const AI_PROVIDERS = ["openai", "anthropic", "openai-compatible"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Every field of the Platform Settings form; the PATCH body is any non-empty part of it. */
export const settingsFormSchema = z.strictObject({
  siteName: requiredText("Site name is required", 60),
  ownerName: requiredText("Owner name is required", 100),
  companyName: optionalText(100),
  donationUrl: optionalHttpUrl("Please enter a valid donation link (http or https)"),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export const settingsUpdateSchema = settingsFormSchema.partial().refine(hasKeys, nonEmpty);

/** The site's effective settings: a saved value, else its environment variable's. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  ownerName: z.string(),
  companyName: z.string().nullable(),
  donationUrl: z.string().nullable(),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** Whether AI generation can run; the API key itself never leaves the server. */
export const aiStatusSchema = z.object({
  configured: z.boolean(),
  provider: z.enum(AI_PROVIDERS).nullable(),
  model: z.string().nullable(),
});
export type AiStatus = z.output<typeof aiStatusSchema>;

export const settingsRecord = siteSettingsSchema.extend({ ai: aiStatusSchema });

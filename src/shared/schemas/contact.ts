import { z } from "zod";
import { LIMITS, MESSAGE_STATUSES } from "../constants.ts";
import { honeypot, isoDate, optionalText } from "./common.ts";

export const contactMessageSchema = z.strictObject({
  name: optionalText(100),
  email: optionalText(254),
  subject: z
    .string({ error: "Subject must be at least 5 characters" })
    .trim()
    .min(LIMITS.contactSubjectMin, "Subject must be at least 5 characters")
    .max(200, "Subject must be 200 characters or less"),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(LIMITS.contactMessageMin, "Message must be at least 10 characters")
    .max(LIMITS.contactMessageMax, "Message must be 500 characters or less"),
  nickname: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessageStatusSchema = z.strictObject({
  status: z.enum(MESSAGE_STATUSES, { error: "Status must be pending, responded or closed" }),
});

export const contactMessageRecord = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
});

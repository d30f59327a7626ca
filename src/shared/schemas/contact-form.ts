import * as z from "zod/mini";
import { LIMITS } from "../constants.ts";
import { boundedText, honeypot, optionalText } from "./form-fields.ts";

/** A visitor's message (POST /api/contact-messages and the contact form). zod/mini: see form-fields.ts. */
export const contactMessageSchema = z.strictObject({
  name: optionalText(100),
  email: optionalText(254),
  subject: boundedText(
    { length: LIMITS.contactSubjectMin, message: "Subject must be at least 5 characters" },
    { length: 200, message: "Subject must be 200 characters or less" },
  ),
  message: boundedText(
    { length: LIMITS.contactMessageMin, message: "Message must be at least 10 characters" },
    { length: LIMITS.contactMessageMax, message: "Message must be 500 characters or less" },
  ),
  nickname: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

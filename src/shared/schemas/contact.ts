import { z } from "zod";
import { MESSAGE_STATUSES } from "../constants.ts";
import { isoDate } from "./common.ts";

// The public message itself (contactMessageSchema) is in contact-form.ts.

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

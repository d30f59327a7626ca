import { index, pgTable, text } from "drizzle-orm/pg-core";
import { MESSAGE_STATUSES, type MessageStatus } from "../../../shared/constants.ts";
import { id, oneOf, timestamps } from "../../db/columns.ts";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name"),
    email: text("email"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<MessageStatus>().notNull().default("pending"),
    ...timestamps,
  },
  (table) => [
    // The admin tabs list messages by status, newest first.
    index("contact_messages_status_idx").on(table.status, table.createdAt),
    oneOf("contact_messages_status_check", table.status, MESSAGE_STATUSES),
  ],
);

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
    // A page of one tab, newest first (ADR 019): WHERE status IN ($1, $2) AND id < $cursor
    // ORDER BY id DESC LIMIT $n; and the counts per tab (GROUP BY status).
    index("contact_messages_status_id_idx").on(table.status, table.id),
    oneOf("contact_messages_status_check", table.status, MESSAGE_STATUSES),
  ],
);

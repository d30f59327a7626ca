import type { Column } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { MESSAGE_STATUSES, type MessageStatus } from "../../../shared/constants.ts";
import { id, oneOf, timestamps, trigramIndex } from "../../db/columns.ts";

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
    // The admin's search (ADR 020): WHERE (name, email, subject and message joined, as
    // searchedText joins them) ILIKE '%q%', for the page and for its count.
    trigramIndex("contact_messages_search_idx", searched(table)),
    oneOf("contact_messages_status_check", table.status, MESSAGE_STATUSES),
  ],
);

/** The fields the admin's search reads, in the order its index joins them. */
function searched(table: Record<"name" | "email" | "subject" | "message", Column>): Column[] {
  return [table.name, table.email, table.subject, table.message];
}

export const contactMessagesSearched = searched(contactMessages);

import { count, eq, inArray } from "drizzle-orm";
import type { MessageStatus } from "../../../shared/constants.ts";
import {
  MESSAGE_MOVES,
  MESSAGE_TABS,
  type MessageTab,
  TAB_STATUSES,
  tabOf,
} from "../../../shared/message-moves.ts";
import type { ContactMessage } from "../../../shared/schemas/contact-form.ts";
import type { PageRequest } from "../../../shared/schemas/list-query.ts";
import type { Db } from "../../db/client.ts";
import { keysetPage, trigramSearch } from "../../db/paging.ts";
import { conflict, notFound } from "../../errors.ts";
import { contactMessages, contactMessagesSearched } from "./contact-messages.table.ts";

export function createContactMessagesService({ db }: { db: Db }) {
  /** Stores a visitor's message; a filled honeypot is accepted silently and stored nowhere. */
  async function submit(input: ContactMessage): Promise<void> {
    const { nickname, ...fields } = input;
    if (nickname) return;
    await db.insert(contactMessages).values(fields);
  }

  /** A page of one tab's messages (or all), newest first, searched in every text field. */
  function listPage(request: PageRequest & { tab?: MessageTab | undefined }) {
    return keysetPage(
      db,
      request,
      {
        table: contactMessages,
        id: contactMessages.id,
        order: "desc",
        where: request.tab
          ? inArray(contactMessages.status, [...TAB_STATUSES[request.tab]])
          : undefined,
        search: trigramSearch(contactMessagesSearched, request.q),
      },
      (condition, orderBy, limit, from) =>
        from.select().from(contactMessages).where(condition).orderBy(orderBy).limit(limit),
    );
  }

  /** How many messages each tab holds. */
  async function tabCounts(): Promise<Record<MessageTab, number>> {
    const rows = await db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status);
    const counts = Object.fromEntries(MESSAGE_TABS.map((tab) => [tab, 0])) as Record<
      MessageTab,
      number
    >;
    for (const row of rows) counts[tabOf(row.status)] += row.n;
    return counts;
  }

  async function setStatus(id: number, status: MessageStatus) {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for("update");
      if (!current) throw notFound("Message");
      if (!MESSAGE_MOVES[current.status].includes(status)) {
        throw conflict(`A message cannot move from ${current.status} to ${status}`);
      }
      const [row] = await tx
        .update(contactMessages)
        .set({ status })
        .where(eq(contactMessages.id, id))
        .returning();
      return row!;
    });
  }

  async function remove(id: number) {
    const rows = await db
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (rows.length === 0) throw notFound("Message");
  }

  return { submit, listPage, tabCounts, setStatus, remove };
}

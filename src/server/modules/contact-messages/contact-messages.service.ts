import { desc, eq } from "drizzle-orm";
import type { MessageStatus } from "../../../shared/constants.ts";
import { MESSAGE_MOVES } from "../../../shared/message-moves.ts";
import type { ContactMessage } from "../../../shared/schemas/contact-form.ts";
import type { Db } from "../../db/client.ts";
import { conflict, notFound } from "../../errors.ts";
import { contactMessages } from "./contact-messages.table.ts";

export function createContactMessagesService({ db }: { db: Db }) {
  /** Stores a visitor's message; a filled honeypot is accepted silently and stored nowhere. */
  async function submit(input: ContactMessage): Promise<void> {
    const { nickname, ...fields } = input;
    if (nickname) return;
    await db.insert(contactMessages).values(fields);
  }

  function list() {
    return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
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

  return { submit, list, setStatus, remove };
}

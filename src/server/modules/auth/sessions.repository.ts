import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "./auth.table.ts";

export function createSessionsRepository({ db }: { db: Db }) {
  return {
    async create(input: { tokenHash: string; userId: number; expiresAt: Date }) {
      await db.insert(sessions).values(input);
    },
    /** The session and its user, if the session is within both its idle and absolute limits. */
    async findValid(tokenHash: string, idleSince: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          id: users.id,
          username: users.username,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, new Date()),
            gt(sessions.lastSeenAt, idleSince),
          ),
        );
      return row;
    },
    async touch(sessionId: number) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },
    async deleteByTokenHash(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /** Every session of the user but the one with this token: "sign out everywhere else". */
    async deleteForUserExcept(userId: number, keepTokenHash: string) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },
    async deleteExpired(idleSince: Date) {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince)));
    },
  };
}

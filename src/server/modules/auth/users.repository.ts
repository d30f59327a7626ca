import { eq, sql } from "drizzle-orm";
import type { Role } from "../../../shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { users } from "./auth.table.ts";

const publicColumns = { id: users.id, username: users.username, role: users.role };

export function createUsersRepository({ db }: { db: Db }) {
  return {
    async findByUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, "admin"));
      return row?.count ?? 0;
    },
    async create(input: { username: string; passwordHash: string; role: Role }) {
      const [row] = await db.insert(users).values(input).returning(publicColumns);
      return row!;
    },
    async setPassword(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}

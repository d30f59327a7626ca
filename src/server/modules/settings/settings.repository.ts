import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { settings } from "./settings.table.ts";

export function createSettingsRepository({ db }: { db: Db }) {
  async function get<T>(key: string): Promise<T | undefined> {
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    return row?.value as T | undefined;
  }

  async function set(key: string, value: unknown) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }

  /**
   * Merges an object's keys into a stored object in one statement, so two saves of different keys
   * never undo each other; returns the merged value.
   */
  async function merge<T extends object>(key: string, changes: Partial<T>): Promise<T> {
    const [row] = await db
      .insert(settings)
      .values({ key, value: changes })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`${settings.value} || excluded.value`, updatedAt: new Date() },
      })
      .returning({ value: settings.value });
    return row!.value as T;
  }

  /** A random secret made once per installation and shared by every instance. */
  async function installationSecret(): Promise<string> {
    const candidate = randomBytes(32).toString("base64url");
    await db.insert(settings).values({ key: "secret", value: candidate }).onConflictDoNothing();
    return (await get<string>("secret")) as string;
  }

  return { get, set, merge, installationSecret };
}

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
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

  /** A random secret made once per installation and shared by every instance. */
  async function installationSecret(): Promise<string> {
    const candidate = randomBytes(32).toString("base64url");
    await db.insert(settings).values({ key: "secret", value: candidate }).onConflictDoNothing();
    return (await get<string>("secret")) as string;
  }

  return { get, set, installationSecret };
}

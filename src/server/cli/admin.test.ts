import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/client.ts";
import { users } from "../modules/auth/auth.table.ts";
import { verifyPassword } from "../modules/auth/password.ts";
import { CLI_TEST_TIMEOUT_MS, runCli } from "../test-cli.ts";

// `npm run admin -- create|passwd <username>` against a real PGlite data directory.

const CLI = join(import.meta.dirname, "admin.ts");
const dataDir = mkdtempSync(join(tmpdir(), "learnai-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT_MS });

const cli = (args: string[], input: string) =>
  runCli(CLI, args, { env: { DATA_DIR: dataDir }, input });

async function storedUser(username: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.username, username));
    return row;
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run admin", () => {
  it("creates an admin with the password read from standard input", async () => {
    const result = await cli(["create", "alice"], "first password here\n");
    expect(result.err).toBe("");
    expect(result.out).toContain('Admin "alice" created.');
    const row = await storedUser("alice");
    expect(row?.role).toBe("admin");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, "first password here")).toBe(true);
  });

  it("refuses a duplicate name", async () => {
    expect(await cli(["create", "alice"], "another password\n")).toMatchObject({
      code: 1,
      err: "User alice already exists\n",
    });
  });

  it("refuses a short password and a bad command without opening the database", async () => {
    expect(await cli(["create", "bob"], "short\n")).toMatchObject({
      code: 1,
      err: "Password must be at least 12 characters\n",
    });
    expect((await cli(["frobnicate"], "")).err).toContain("Usage: npm run admin");
    expect(await storedUser("bob")).toBeUndefined();
  });

  it("changes a password", async () => {
    const result = await cli(["passwd", "alice"], "a brand new password\n");
    expect(result.code).toBe(0);
    const row = await storedUser("alice");
    expect(await verifyPassword(row!.passwordHash, "a brand new password")).toBe(true);
    expect(await verifyPassword(row!.passwordHash, "first password here")).toBe(false);
    expect(await cli(["passwd", "nobody"], "a long enough password\n")).toMatchObject({
      code: 1,
      err: "User nobody not found\n",
    });
  });
});

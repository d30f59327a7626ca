// Adds the e2e suite's logged-in non-admin (e2e-member) to a fresh data directory before the
// server starts, so the Access Denied path can be driven in a browser. Test set-up only.
import { prepareDatabase } from "../src/server/bootstrap.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { readEnv } from "../src/server/env.ts";
import { users } from "../src/server/modules/auth/auth.table.ts";
import { hashPassword } from "../src/server/modules/auth/password.ts";

const env = readEnv({ ...process.env, SEED_CATALOG: "false" });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await prepareDatabase(database, env, () => [], { firstAdmin: false });
  await database.db.insert(users).values({
    username: "e2e-member",
    passwordHash: await hashPassword("e2e member password 1"),
    role: "user",
  });
} finally {
  await database.close();
}

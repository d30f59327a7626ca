import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { newPasswordSchema } from "../../shared/schemas/auth.ts";
import { prepareDatabase } from "../bootstrap.ts";
import { openDatabase } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { createAuthService } from "../modules/auth/auth.service.ts";

// npm run admin -- create <username>   creates an admin
// npm run admin -- passwd <username>   sets a new password and ends that user's sessions
// The password is read from a hidden prompt, or from the first line of standard input.

const USAGE = "Usage: npm run admin -- create <username> | passwd <username>";

async function main(argv: string[]) {
  const [command, username] = argv;
  if (!username || (command !== "create" && command !== "passwd")) {
    throw new Error(USAGE);
  }
  const password = await readPassword(
    command === "create" ? "New admin's password" : "New password",
  );
  // A password the service would refuse is refused before the database is opened.
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]!.message);
  const env = readEnv({ ...process.env, SEED_CATALOG: "false" });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // Brings a fresh installation's schema up to date; creates no admin and loads no catalog.
    await prepareDatabase(database, env, () => [], { firstAdmin: false });
    const auth = createAuthService({ db: database.db, policy: { idleMs: 0, absoluteMs: 0 } });
    if (command === "create") {
      await auth.createAdmin(username, password);
      process.stdout.write(`Admin "${username}" created.\n`);
    } else {
      await auth.setPassword(username, password);
      process.stdout.write(`Password for "${username}" changed; their sessions have ended.\n`);
    }
  } finally {
    await database.close();
  }
}

async function readPassword(label: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    throw new Error("No password on standard input");
  }
  const first = await ask(`${label}: `);
  const second = await ask("Repeat it: ");
  if (first !== second) throw new Error("The passwords do not match");
  return first;
}

function ask(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

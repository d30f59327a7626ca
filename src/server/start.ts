import { buildApp } from "./app.ts";
import { prepareDatabase } from "./bootstrap.ts";
import { openDatabase } from "./db/client.ts";
import { readEnv } from "./env.ts";

// Reads configuration, prepares the database, listens, and closes cleanly on a signal.

async function main() {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    prepared = await prepareDatabase(database, env);
  } catch (error) {
    await database.close();
    throw error;
  }
  const pagesMode = env.NODE_ENV === "development" ? "vite" : "build";
  const app = await buildApp({
    database,
    env,
    pages: pagesMode,
  });

  // What React renders with: its production build unless started by `npm run dev`.
  app.log.info({ nodeEnv: process.env.NODE_ENV, pages: pagesMode }, "server mode");
  if (prepared.catalog) {
    const { categories, topics, tests } = prepared.catalog;
    app.log.info(
      `Starter catalog loaded: ${categories} categories, ${topics} topics, ${tests} tests`,
    );
  }
  if (prepared.admin?.generatedPassword)
    printGeneratedAdmin(prepared.admin.username, prepared.admin.generatedPassword);
  else if (prepared.admin) app.log.info(`Admin user "${prepared.admin.username}" created`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing`);
    // close() waits for every connection to end, and one whose answer was still being made then
    // stays open for keep-alive (72 s; fastify/fastify#7044). Drop those once idle instead.
    app.server.keepAliveTimeout = 1;
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  await app.listen({ host: env.HOST, port: env.PORT });
}

function printGeneratedAdmin(username: string, password: string) {
  const line = "=".repeat(72);
  process.stdout.write(
    `${[
      "",
      line,
      "  FIRST ADMIN CREATED: this password is shown once and never again.",
      "",
      `    username: ${username}`,
      `    password: ${password}`,
      "",
      `  Log in at /admin/login. Change it with: npm run admin -- passwd ${username}`,
      line,
      "",
    ].join("\n")}\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`\nCould not start: ${error.message}\n`);
  process.exit(1);
});

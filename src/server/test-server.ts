import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { withDatabase } from "./db/test-global-setup.ts";
import { BUILD_DIR } from "./plugins/pages.ts";

// The real server as a child process, for tests of start-up, signals and several instances.

export const MAIN = join(import.meta.dirname, "main.ts");
const REACT_ROUTER_CLI = join(import.meta.dirname, "../../node_modules/@react-router/dev/bin.cjs");
const dirs: string[] = [];
const children: ChildProcess[] = [];

export interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The server serves the built pages; builds them once if this checkout has no build yet. */
export function ensureBuild() {
  if (!existsSync(join(BUILD_DIR, "server", "index.js"))) {
    execFileSync(process.execPath, [REACT_ROUTER_CLI, "build"], { stdio: "ignore" });
  }
}

export function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "learnai-main-"));
  dirs.push(dir);
  return dir;
}

/** Kills what is still running and removes the temporary directories (afterAll). */
export function cleanUpServers() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** Starts `node src/server/main.ts` on a free port; resolves once it listens. */
export function start(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output, exited });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    exited.then((code) => reject(Object.assign(new Error(output), { code })));
  });
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, named learnai_test_… so the global
 * teardown drops it; returns its URL.
 */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const server = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: withDatabase(server, "postgres") });
  const database = `learnai_test_${name}_${process.pid}`;
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  return withDatabase(server, database);
}

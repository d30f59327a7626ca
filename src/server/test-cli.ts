import { execFile } from "node:child_process";

// A command-line tool run as an owner runs it, for the tests: a real process, awaited, so the
// test runner's own timer keeps running (a spawnSync blocks it, and a slow machine then shows
// as a hang rather than a failure).

export interface CliResult {
  code: number | null;
  out: string;
  err: string;
}

/** Seconds a test of real processes may take on a busy two-core machine: a hang guard. */
export const CLI_TEST_TIMEOUT_MS = 90_000;

export function runCli(
  script: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; input?: string; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      {
        env: { PATH: process.env.PATH, ...options.env },
        cwd: options.cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : 1) : 0,
          out: stdout,
          err: stderr,
        }),
    );
    child.stdin!.end(options.input ?? "");
  });
}

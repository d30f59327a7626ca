// Starting and stopping the site for the benchmarks, exactly as the README starts it, and the
// readings they share (resident memory, autocannon without body decoding).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type autocannon from "autocannon";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const PORT = 4390;

/**
 * How `npm start` runs the server after its build: the environment and Node flags written
 * before `src/server/main.ts` in package.json's start script, read from there so a benchmark
 * starts the site with exactly those.
 */
export function readmeStart(): { env: Record<string, string>; flags: string[]; script: string } {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = scripts.start!.split("&&").at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0]!)) {
    const [name, value] = words.shift()!.split("=") as [string, string];
    env[name] = value;
  }
  if (words.shift() !== "node") throw new Error(`npm start does not run node: ${scripts.start}`);
  const script = words.pop()!;
  return { env, flags: words, script };
}

export function start(script: string, env: Record<string, string>): ChildProcess {
  const site = readmeStart();
  const asReadme = script === site.script;
  return spawn(process.execPath, [...(asReadme ? site.flags : []), script], {
    cwd: ROOT,
    // As the README starts it (`npm start` is a build, then this): NODE_ENV is left as the
    // shell has it, since src/server/main.ts sets production itself.
    env: {
      ...process.env,
      ...(asReadme ? site.env : {}),
      HOST: "127.0.0.1",
      PORT: String(PORT),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Milliseconds from now until `url` answers 200. */
export async function readyIn(url: string, child: ChildProcess, began = performance.now()) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return Math.round(performance.now() - began);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * autocannon appends each body chunk to a JS string (pipelinedRequestsQueue.addBody), decoding
 * it as UTF-8: for a compressed body that costs the client more than the server's whole answer
 * (a bare route serving 20 KB of brotli bytes measured 4k req/s with it, 29k without), so the
 * client, not the server, would be measured. Nothing here reads the bodies; bytes still count.
 */
export function dropBodies(client: autocannon.Client) {
  (
    client as unknown as { pipelinedRequests: { addBody(data: unknown): void } }
  ).pipelinedRequests.addBody = () => {};
}

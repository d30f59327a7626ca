import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

// PGlite is single-process: two processes on one data directory lose data. A lock file holding
// the owner's pid and process start time refuses a second process; a lock whose owner is gone
// (killed, crashed) is taken over, so a crash never blocks the next start.

interface Holder {
  pid: number;
  host: string;
  startTime: string | null;
}

export class DataDirLockedError extends Error {
  constructor(path: string, holder: Holder) {
    super(
      `The data directory is in use by another running process (pid ${holder.pid}). ` +
        `PGlite allows one process per data directory: stop that process, or point DATA_DIR ` +
        `elsewhere, or use PostgreSQL (DATABASE_URL) to run several instances. Lock: ${path}`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(path: string): () => void {
  const me: Holder = { pid: process.pid, host: hostname(), startTime: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => releaseIfMine(path, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(path);
      if (holder && isRunning(holder)) throw new DataDirLockedError(path, holder);
      removeQuietly(path);
    }
  }
  throw new Error(`Could not take the data directory lock ${path}`);
}

function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true; // Another machine's process: cannot tell, refuse.
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // The pid is alive; after a crash it may belong to an unrelated process started since.
  const current = startTimeOf(holder.pid);
  return holder.startTime === null || current === null || current === holder.startTime;
}

/** Linux: field 22 of /proc/<pid>/stat, the process start time in clock ticks since boot. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<Holder>;
    if (typeof parsed.pid !== "number") return null;
    return {
      pid: parsed.pid,
      host: parsed.host ?? hostname(),
      startTime: parsed.startTime ?? null,
    };
  } catch {
    return null; // Empty or torn file from a crash during creation: stale.
  }
}

function releaseIfMine(path: string, me: Holder) {
  const holder = readHolder(path);
  if (holder && holder.pid === me.pid && holder.startTime === me.startTime) removeQuietly(path);
}

function removeQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

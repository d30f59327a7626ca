import type { JobKind } from "../../../../shared/schemas/generation.ts";

// Which generations this browser tab is waiting on, kept in sessionStorage so a reload or a walk
// through other admin screens still ends in the job's toast. Jobs are forgotten once announced;
// a bulk run stays (marked ended) until the owner closes its summary.

export interface FollowedBatch {
  id: number;
  kind: JobKind;
  /** Its end was announced; the summary stays until dismissed. */
  ended: boolean;
}

export interface Watched {
  jobs: readonly number[];
  batches: readonly FollowedBatch[];
}

export const NOTHING_WATCHED: Watched = { jobs: [], batches: [] };
export const WATCHED_STORAGE_KEY = "learnai.admin.generations";

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

function isBatch(value: unknown): value is FollowedBatch {
  if (typeof value !== "object" || value === null) return false;
  const batch = value as Record<string, unknown>;
  return (
    isId(batch.id) &&
    (batch.kind === "topic" || batch.kind === "test") &&
    typeof batch.ended === "boolean"
  );
}

/** Reads what was stored; anything malformed (an older shape, a hand edit) counts as nothing. */
export function parseWatched(text: string | null): Watched {
  if (!text) return NOTHING_WATCHED;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof Watched, unknown>>;
    return {
      jobs: Array.isArray(value.jobs) ? [...new Set(value.jobs.filter(isId))] : [],
      batches: Array.isArray(value.batches) ? value.batches.filter(isBatch) : [],
    };
  } catch {
    return NOTHING_WATCHED;
  }
}

export function withJob(watched: Watched, id: number): Watched {
  return watched.jobs.includes(id) ? watched : { ...watched, jobs: [...watched.jobs, id] };
}

export function withoutJob(watched: Watched, id: number): Watched {
  return watched.jobs.includes(id)
    ? { ...watched, jobs: watched.jobs.filter((job) => job !== id) }
    : watched;
}

/** Follows a bulk run; it replaces an earlier one of the same kind (one runs at a time). */
export function withBatch(watched: Watched, id: number, kind: JobKind): Watched {
  if (watched.batches.some((batch) => batch.id === id)) return watched;
  return {
    ...watched,
    batches: [
      ...watched.batches.filter((batch) => batch.kind !== kind),
      { id, kind, ended: false },
    ],
  };
}

export function withBatchEnded(watched: Watched, id: number): Watched {
  if (!watched.batches.some((batch) => batch.id === id && !batch.ended)) return watched;
  return {
    ...watched,
    batches: watched.batches.map((batch) => (batch.id === id ? { ...batch, ended: true } : batch)),
  };
}

export function withoutBatch(watched: Watched, id: number): Watched {
  return watched.batches.some((batch) => batch.id === id)
    ? { ...watched, batches: watched.batches.filter((batch) => batch.id !== id) }
    : watched;
}

/** The bulk run shown on a screen: the one of that kind, if any. */
export function batchOf(watched: Watched, kind: JobKind): FollowedBatch | undefined {
  return watched.batches.find((batch) => batch.kind === kind);
}

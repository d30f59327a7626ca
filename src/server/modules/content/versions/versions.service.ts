import type { JobKind } from "../../../../shared/schemas/generation.ts";
import { parseTestQuestions } from "../../../../shared/test-content.ts";
import { normalizeTopicContent } from "../../../../shared/topic-content.ts";
import type { Db } from "../../../db/client.ts";
import { conflict, notFound } from "../../../errors.ts";
import { type Generated, writeContent } from "./store-generated.ts";
import { createVersionsRepository, readTargetContent } from "./versions.repository.ts";

const NOUN: Record<JobKind, string> = { topic: "Topic", test: "Test" };

/** A topic's or test's content history: every accepted generation, and what each replaced. */
export function createVersionsService({
  db,
  generating,
}: {
  db: Db;
  /** Inside a restore's transaction: whether a generation of it is queued or running. */
  generating: (tx: Db, kind: JobKind, targetId: number) => Promise<boolean>;
}) {
  const repo = createVersionsRepository({ db });

  async function list(kind: JobKind, targetId: number) {
    const target = await readTargetContent(db, kind, targetId);
    if (!target) throw notFound(NOUN[kind]);
    const rows = await repo.list(kind, targetId, target.content);
    // The newest version holding the current content is the current one.
    let currentSeen = false;
    return rows.map(({ matches, kind: _kind, targetId: _target, jobId: _job, ...row }) => {
      const current = matches && !currentSeen;
      currentSeen ||= matches;
      return { ...row, current };
    });
  }

  /**
   * Makes an earlier version the content again. The content it replaces is kept as a version
   * first, so a restore can itself be undone.
   */
  async function restore(kind: JobKind, targetId: number, versionId: number) {
    await db.transaction(async (tx) => {
      if (!(await readTargetContent(tx, kind, targetId))) throw notFound(NOUN[kind]);
      const versions = createVersionsRepository({ db: tx });
      const version = await versions.find(kind, targetId, versionId);
      if (!version) throw notFound("Version");
      if (await generating(tx, kind, targetId))
        throw conflict("A generation is running for it. Wait for it to finish, or cancel it.");
      await versions.keepCurrent(kind, targetId);
      const generated: Generated =
        kind === "topic"
          ? { kind, pages: normalizeTopicContent(version.content) }
          : { kind, questions: parseTestQuestions(version.content) ?? [] };
      await writeContent(tx, targetId, generated);
    });
    return list(kind, targetId);
  }

  return {
    list,
    restore,
    /**
     * Keeps a topic's or test's content as a version unless one holds it already (before an
     * import overwrites it).
     */
    keepCurrent: repo.keepCurrent,
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;

import { createHash } from "node:crypto";
import { and, desc, eq, getTableColumns, gt, inArray, sql } from "drizzle-orm";
import type { ContentType } from "../../../shared/constants.ts";
import type { PageRequest } from "../../../shared/schemas/list-query.ts";
import type { ProblemReport, ReportStatus } from "../../../shared/schemas/problem-report.ts";
import type { Db } from "../../db/client.ts";
import { keysetPage } from "../../db/paging.ts";
import { conflict, notFound } from "../../errors.ts";
import type { ContentService } from "../content/content.service.ts";
import { placeViews } from "./place-views.ts";
import { problemReports, reportedPlaces } from "./problem-reports.table.ts";

// Problem reports (issue 19, ADR 032): a reader's report is kept with its place (a lesson page,
// a test question); the owner reads them place by place and resolves a place's reports at once.

/** The reports of a place the owner's list shows; the rest are counted. */
export const REPORTS_SHOWN = 20;

/** Inside a topic's or test's deletion: its reported places go, and their reports with them. */
export async function forgetReports(tx: Db, contentType: ContentType, contentId: number) {
  await tx
    .delete(reportedPlaces)
    .where(
      and(
        eq(reportedPlaces.kind, contentType === "topic" ? "lesson" : "question"),
        eq(reportedPlaces.contentId, contentId),
      ),
    );
}

const textKey = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

type Content = Pick<ContentService, "reportedLesson" | "reportedTest" | "titles">;

export function createProblemReportsService({ db, content }: { db: Db; content: Content }) {
  /** Where a report belongs; null when the topic, page or test is not there. */
  async function placeOf(report: ProblemReport) {
    if (report.kind === "lesson") {
      const lesson = await content.reportedLesson(report.topicId, report.page);
      if (!lesson) return null;
      return {
        placeKey: `lesson:${report.topicId}:${report.page}`,
        kind: "lesson" as const,
        contentId: report.topicId,
        page: report.page,
        questionKey: null,
        shown: lesson.pageTitle,
      };
    }
    const test = await content.reportedTest(report.testId);
    if (!test || test.questions.length === 0) return null;
    // The question as the learner saw it; one edited since matches none and is kept by its text.
    const key = test.questions.find((question) => question.question === report.question)?.key;
    return {
      placeKey: `question:${report.testId}:${key ?? `text-${textKey(report.question)}`}`,
      kind: "question" as const,
      contentId: report.testId,
      page: null,
      questionKey: key ?? null,
      shown: report.question,
    };
  }

  /**
   * Keeps a reader's report with its place; false when the place is not there. A filled
   * honeypot is accepted silently and stored nowhere.
   */
  async function submit(report: ProblemReport): Promise<boolean> {
    const place = await placeOf(report);
    if (!place) return false;
    if (report.nickname) return true;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reportedPlaces)
        .values({ ...place, openReports: 1 })
        .onConflictDoUpdate({
          target: reportedPlaces.placeKey,
          set: {
            openReports: sql`${reportedPlaces.openReports} + 1`,
            shown: sql`excluded.shown`,
          },
        })
        .returning({ id: reportedPlaces.id });
      const [added] = await tx
        .insert(problemReports)
        .values({
          placeId: row!.id,
          reason: report.reason,
          details: report.details ?? null,
          email: report.email ?? null,
          quote: report.kind === "lesson" ? (report.quote ?? null) : null,
        })
        .returning({ id: problemReports.id });
      await tx
        .update(reportedPlaces)
        .set({ lastReportId: added!.id })
        .where(eq(reportedPlaces.id, row!.id));
    });
    return true;
  }

  /** A page of the places with open reports (or with every report done), reported last first. */
  async function listPage(
    request: PageRequest & { status: ReportStatus; test?: number | undefined },
  ) {
    const page = await keysetPage(
      db,
      request,
      {
        table: reportedPlaces,
        // The list pages by the newest report's id: each place's is its own.
        id: reportedPlaces.lastReportId,
        order: "desc",
        where: and(
          request.status === "open"
            ? gt(reportedPlaces.openReports, 0)
            : eq(reportedPlaces.openReports, 0),
          request.test === undefined
            ? undefined
            : and(eq(reportedPlaces.kind, "question"), eq(reportedPlaces.contentId, request.test)),
        ),
      },
      (condition, orderBy, limit, from) =>
        from
          .select({ id: reportedPlaces.lastReportId, place: reportedPlaces })
          .from(reportedPlaces)
          .where(condition)
          .orderBy(orderBy)
          .limit(limit),
    );
    const places = page.items.map((item) => item.place);
    const reports = await reportsOf(places.map((place) => place.id));
    const views = await placeViews(content, places, reports);
    return { ...page, items: views };
  }

  /** Each place's newest REPORTS_SHOWN reports, and how many it has in all, in one query. */
  async function reportsOf(placeIds: number[]) {
    if (placeIds.length === 0) return { rows: [], totals: new Map<number, number>() };
    const place = problemReports.placeId;
    const ranked = db
      .select({
        ...getTableColumns(problemReports),
        rank: sql<number>`row_number() over (partition by ${place} order by ${problemReports.id} desc)`.as(
          "rank",
        ),
        total: sql<number>`count(*) over (partition by ${place})`.mapWith(Number).as("total"),
      })
      .from(problemReports)
      .where(inArray(place, placeIds))
      .as("ranked");
    const ranks = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${REPORTS_SHOWN}`)
      .orderBy(desc(ranked.id));
    return {
      rows: ranks.map(({ rank: _rank, total: _total, ...row }) => row),
      totals: new Map(ranks.map((row) => [row.placeId, Number(row.total)])),
    };
  }

  /** How many places have open reports, and how many have only done ones. */
  async function counts(): Promise<Record<ReportStatus, number>> {
    const [row] = await db
      .select({
        open: sql<number>`count(*) filter (where ${reportedPlaces.openReports} > 0)`.mapWith(
          Number,
        ),
        done: sql<number>`count(*) filter (where ${reportedPlaces.openReports} = 0)`.mapWith(
          Number,
        ),
      })
      .from(reportedPlaces);
    return { open: row?.open ?? 0, done: row?.done ?? 0 };
  }

  /** Marks every open report of a place done; 409 when none is open. */
  async function resolve(placeId: number) {
    return db.transaction(async (tx) => {
      const [place] = await tx
        .select()
        .from(reportedPlaces)
        .where(eq(reportedPlaces.id, placeId))
        .for("update");
      if (!place) throw notFound("Reported place");
      if (place.openReports === 0)
        throw conflict("Every report of this place is already resolved.");
      const done = await tx
        .update(problemReports)
        .set({ status: "done", resolvedAt: new Date() })
        .where(and(eq(problemReports.placeId, placeId), eq(problemReports.status, "open")))
        .returning({ id: problemReports.id });
      await tx.update(reportedPlaces).set({ openReports: 0 }).where(eq(reportedPlaces.id, placeId));
      return { resolved: done.length };
    });
  }

  /** Deletes one report (spam, or one kept too long); its place goes with its last report. */
  async function remove(reportId: number) {
    await db.transaction(async (tx) => {
      const [report] = await tx
        .delete(problemReports)
        .where(eq(problemReports.id, reportId))
        .returning({ placeId: problemReports.placeId, status: problemReports.status });
      if (!report) throw notFound("Report");
      const [newest] = await tx
        .select({ id: problemReports.id })
        .from(problemReports)
        .where(eq(problemReports.placeId, report.placeId))
        .orderBy(desc(problemReports.id))
        .limit(1);
      if (!newest) {
        await tx.delete(reportedPlaces).where(eq(reportedPlaces.id, report.placeId));
        return;
      }
      await tx
        .update(reportedPlaces)
        .set({
          lastReportId: newest.id,
          ...(report.status === "open"
            ? { openReports: sql`${reportedPlaces.openReports} - 1` }
            : {}),
        })
        .where(eq(reportedPlaces.id, report.placeId));
    });
  }

  /** How many open reports each question of a test has, by question key. */
  async function openByQuestion(testId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ key: reportedPlaces.questionKey, n: reportedPlaces.openReports })
      .from(reportedPlaces)
      .where(
        and(
          eq(reportedPlaces.kind, "question"),
          eq(reportedPlaces.contentId, testId),
          gt(reportedPlaces.openReports, 0),
        ),
      );
    return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.n] as const] : [])));
  }

  return { submit, listPage, counts, resolve, remove, openByQuestion };
}

export type ProblemReportsService = ReturnType<typeof createProblemReportsService>;

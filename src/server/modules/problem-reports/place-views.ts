import type { ContentService, ReportedTest } from "../content/content.service.ts";
import type { problemReports, reportedPlaces } from "./problem-reports.table.ts";

// The owner's view of a page of reported places: each with what its topic or test holds now,
// read once per topic or test on the page.

type Place = typeof reportedPlaces.$inferSelect;
type Report = typeof problemReports.$inferSelect;
type Content = Pick<ContentService, "reportedLesson" | "reportedTest" | "titles">;
const CONTENT_OF = { lesson: "topic", question: "test" } as const;

export async function placeViews(
  content: Content,
  places: Place[],
  reports: { rows: Report[]; totals: Map<number, number> },
) {
  const tests = new Map<number, Promise<ReportedTest | null>>();
  const testOf = (id: number) => {
    if (!tests.has(id)) tests.set(id, content.reportedTest(id));
    return tests.get(id)!;
  };
  const titleOf = await content.titles(
    places.map((place) => ({ kind: CONTENT_OF[place.kind], id: place.contentId })),
  );
  return Promise.all(
    places.map(async (place) => {
      const { placeKey: _key, lastReportId: _last, createdAt: _created, ...kept } = place;
      const own = reports.rows
        .filter((report) => report.placeId === place.id)
        .map(({ placeId: _place, ...report }) => report);
      const common = {
        ...kept,
        contentTitle: titleOf(CONTENT_OF[place.kind], place.contentId),
        totalReports: reports.totals.get(place.id) ?? 0,
        reports: own,
      };
      if (place.kind === "lesson") {
        const lesson = await content.reportedLesson(place.contentId, place.page ?? 0);
        return { ...common, pageTitle: lesson?.pageTitle ?? null, question: null };
      }
      const test = await testOf(place.contentId);
      const at = test?.questions.findIndex((question) => question.key === place.questionKey) ?? -1;
      const now = at >= 0 ? test!.questions[at]! : null;
      return {
        ...common,
        pageTitle: null,
        question: now
          ? {
              number: at + 1,
              question: now.question,
              options: now.options,
              correct: now.correct_answer,
              explanation: now.explanation,
            }
          : null,
      };
    }),
  );
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question } from "../../../shared/schemas/content.ts";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { type ContentServices, createContent } from "./content.service.ts";

// The quiz page's data: each question comes with the page of the test's lesson that teaches it.

let database: Database;
let content: ContentServices;
const noCount = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  content = createContent({
    db: database.db,
    neighbours: {
      removed: async () => {},
      generating: async () => false,
      publicSponsors: async () => 0,
    },
  });
});
afterAll(() => database.close());

const SUBJECTS = ["perceptrons", "backpropagation", "convolutions", "tokenizers", "embeddings"];

/** A lesson whose page N alone speaks of SUBJECTS[N]. */
function lessonPages() {
  return validPages("Lesson").map((page, index) => ({
    title: `${page.title}: ${SUBJECTS[index]}`,
    content: `${page.content}\n\nThis page explains ${SUBJECTS[index]} in detail.`,
  }));
}

/** Questions whose correct option names SUBJECTS[3], [0] and [4], then one about nothing. */
function questions(): Question[] {
  const [first, second, third, fourth] = validQuestions(10, "Matching");
  const about = (question: Question, subject: string) => ({
    ...question,
    options: { ...question.options, [question.correct_answer]: `It is about ${subject}` },
  });
  return [
    about(first!, "tokenizers"),
    about(second!, "perceptrons"),
    about(third!, "embeddings"),
    {
      ...fourth!,
      question: "Zebra?",
      options: { A: "Zzz", B: "Yyy", C: "Xxx", D: "Www" },
      explanation: "",
    },
  ];
}

async function testWithLesson(topic: { isActive?: boolean; pages?: boolean }) {
  const created = await content.topics.create({
    title: `Matched lesson ${Math.random()}`,
    description: "d",
    level: "beginner",
    category: "Matching",
    isActive: topic.isActive ?? true,
    pages: topic.pages === false ? [] : lessonPages(),
  });
  const test = await content.tests.create({
    title: `Matched test ${Math.random()}`,
    description: "d",
    level: "beginner",
    category: "Matching",
    timeLimit: 10,
    passingScore: 70,
    isActive: true,
    questions: questions(),
    topicId: created.id,
  });
  return { topicId: created.id, testId: test.id };
}

describe("testPage", () => {
  it("sends with each question the lesson page that teaches it", async () => {
    const { topicId, testId } = await testWithLesson({});
    const page = await content.content.testPage(String(testId), noCount);
    const links = page!.test.questions.map((question) => question.lessonPage);
    const at = (index: number) => ({
      topicId,
      page: index + 1,
      pageTitle: `Lesson: part ${index + 1}: ${SUBJECTS[index]}`,
    });
    expect(links).toEqual([at(3), at(0), at(4), null]);
    expect(page!.test.lesson).toEqual({ id: topicId, title: expect.any(String) });
    // Small: the link is three fields, not the lesson's pages.
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(questions()).length + 1500);
  });

  it("sends no lesson page for a hidden lesson, a lesson without pages, or no lesson", async () => {
    const hidden = await testWithLesson({ isActive: false });
    const unwritten = await testWithLesson({ pages: false });
    for (const { testId } of [hidden, unwritten]) {
      const page = await content.content.testPage(String(testId), noCount);
      expect(page!.test.lesson).toBeNull();
      expect(page!.test.questions.every((question) => question.lessonPage === null)).toBe(true);
    }
    const alone = await content.tests.create({
      title: `Lone test ${Math.random()}`,
      description: "d",
      level: "beginner",
      category: "Matching",
      timeLimit: 10,
      passingScore: 70,
      questions: questions(),
    });
    const page = await content.content.testPage(String(alone.id), noCount);
    expect(page!.test.questions.map((question) => question.lessonPage)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { LEVELS } from "../../../shared/constants.ts";
import { lessonBlocks, lessonFigures, proseWords } from "../../../shared/lesson.ts";
import { ANSWER_LETTERS, CONTENT_RULES } from "../../../shared/schemas/content.ts";
import { formulaOnlyHeadings, MIN_EXERCISES, mathsProblems } from "../../lesson-rules.ts";
import { loadCatalog } from "./catalog.loader.ts";
import { keyStandsOut, letterSpread, PAGE_WORDS } from "./catalog.stats.ts";

// The starter catalog a new installation opens with (content/README.md): the site says it has
// about 202 topics (spec §1), so they are all here, with real lessons and tests. The loader has
// already validated every file with the API's schemas and refused duplicate titles; this holds
// the catalog to the editorial rules of issue 6.

const catalog = loadCatalog();
const topics = catalog.flatMap((category) => category.topics);
const written = topics.filter((topic) => topic.pages);
const tests = catalog.flatMap((category) => category.tests);
const levelIndex = (level: string) => LEVELS.indexOf(level as (typeof LEVELS)[number]);

describe("the shipped starter catalog", () => {
  it("holds the 202 topics the site speaks of, in about 12 described categories", () => {
    expect(topics).toHaveLength(202);
    expect(catalog.length).toBeGreaterThanOrEqual(10);
    expect(catalog.length).toBeLessThanOrEqual(14);
    for (const category of catalog) {
      expect(category.description, category.name).toBeTruthy();
    }
  });

  it("describes every topic in one or two sentences", () => {
    for (const topic of topics) {
      expect(topic.description.length, topic.title).toBeGreaterThanOrEqual(60);
      expect(topic.description.length, topic.title).toBeLessThanOrEqual(400);
      const sentences = topic.description.match(/[.!?](?=\s+[A-Z]|$)/g) ?? [];
      expect(sentences.length, topic.title).toBeGreaterThanOrEqual(1);
      expect(sentences.length, topic.title).toBeLessThanOrEqual(2);
    }
  });

  it("balances levels within each category and lists them from beginner to advanced", () => {
    for (const category of catalog) {
      const counts = LEVELS.map(
        (level) => category.topics.filter((topic) => topic.level === level).length,
      );
      expect(Math.max(...counts) - Math.min(...counts), category.name).toBeLessThanOrEqual(1);
      const order = category.topics.map((topic) => levelIndex(topic.level));
      expect(order, category.name).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("writes topics in every category and at every level", () => {
    for (const category of catalog) {
      const levels = new Set(category.topics.filter((t) => t.pages).map((t) => t.level));
      expect([...levels].sort(), category.name).toEqual([...LEVELS].sort());
    }
  });

  it("gives every written topic 5 titled pages of 450–650 words (500–600 aimed for)", () => {
    for (const topic of written) {
      expect(topic.pages, topic.title).toHaveLength(CONTENT_RULES.pages);
      for (const page of topic.pages!) {
        const where = `${topic.title} / ${page.title}`;
        expect(page.title.trim(), where).not.toBe("");
        const words = proseWords(page.content);
        expect(words, where).toBeGreaterThanOrEqual(PAGE_WORDS.min);
        expect(words, where).toBeLessThanOrEqual(PAGE_WORDS.max);
      }
    }
  });

  it("writes pages in the Markdown the reader renders: no raw HTML, formulas KaTeX lays out", () => {
    for (const topic of written) {
      for (const page of topic.pages!) {
        const prose = page.content.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
        const where = `${topic.title} / ${page.title}`;
        expect(prose, where).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>/]/i);
        expect(mathsProblems(page.content), where).toEqual([]);
        expect(formulaOnlyHeadings(page.content), where).toEqual([]);
        expect(page.content.split("```").length % 2, `${where}: unclosed code fence`).toBe(1);
      }
    }
  });

  // Issues 14–16 wrote every topic in the lesson format: a fresh installation shows no Coming Soon.
  it("writes every topic, with exercises, a next topic and exactly one test", () => {
    expect(written).toHaveLength(topics.length);
    for (const category of catalog) {
      for (const topic of category.topics) {
        expect(topic.pages, topic.title).toBeTruthy();
        const exercises = topic.pages!.flatMap((page) => lessonBlocks(page.content).exercises);
        expect(exercises.length, topic.title).toBeGreaterThanOrEqual(MIN_EXERCISES);
        expect(topic.next?.length ?? 0, topic.title).toBeGreaterThanOrEqual(1);
        expect(
          category.tests.filter((test) => test.topic === topic.title),
          topic.title,
        ).toHaveLength(1);
      }
    }
  });

  it("keys every test with no pattern a learner could deduce", () => {
    const sequence = (test: (typeof tests)[number]) =>
      (test.questions ?? []).map((question) => question.correct_answer).join("");
    for (const test of tests) {
      const spread = Object.values(letterSpread([test]));
      // Each letter 1–5 times in 12: never absent, never dominant, never all equal by habit.
      expect(Math.min(...spread), test.title).toBeGreaterThanOrEqual(1);
      expect(Math.max(...spread), test.title).toBeLessThanOrEqual(5);
      const twins = tests.filter((other) => other !== test && sequence(other) === sequence(test));
      expect(
        twins.map((other) => other.title),
        test.title,
      ).toEqual([]);
    }
  });

  it("gives at least 40% of the lessons a figure", () => {
    const illustrated = topics.filter((topic) =>
      topic.pages?.some((page) => lessonFigures(page.content).length > 0),
    );
    expect(illustrated.length).toBeGreaterThanOrEqual(Math.ceil(topics.length * 0.4));
  });

  it("has a test for every topic, each tied to its written topic's category and level", () => {
    expect(tests).toHaveLength(topics.length);
    const titles = tests.map((test) => test.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const category of catalog) {
      for (const test of category.tests) {
        const topic = category.topics.find((t) => t.title === test.topic);
        expect(topic?.pages, `${test.title}: its topic has pages`).toBeTruthy();
        expect(test.level, test.title).toBe(topic!.level);
      }
    }
  });

  it("gives every test 10–15 questions, four distinct options, one key and an explanation", () => {
    for (const test of tests) {
      const questions = test.questions ?? [];
      expect(questions.length, test.title).toBeGreaterThanOrEqual(CONTENT_RULES.questionsMin);
      expect(questions.length, test.title).toBeLessThanOrEqual(CONTENT_RULES.questionsMax);
      const asked = questions.map((q) => q.question.trim().toLowerCase());
      expect(new Set(asked).size, test.title).toBe(asked.length);
      for (const q of questions) {
        const options = Object.values(q.options).map((option) => option.trim().toLowerCase());
        expect(new Set(options).size, q.question).toBe(4);
        expect(ANSWER_LETTERS, q.question).toContain(q.correct_answer);
        expect(q.explanation.trim().length, q.question).toBeGreaterThanOrEqual(40);
        expect(q.question + Object.values(q.options).join(" "), q.question).not.toMatch(
          /\b(all|none) of the above\b/i,
        );
      }
    }
  });

  it("sets a time limit and passing score that suit the test's length", () => {
    for (const test of tests) {
      const count = test.questions?.length ?? 0;
      // About a minute and a quarter per question: enough to read, not enough to look it up.
      expect(test.timeLimit, test.title).toBeGreaterThanOrEqual(count);
      expect(test.timeLimit, test.title).toBeLessThanOrEqual(count * 2);
      expect(test.passingScore, test.title).toBeGreaterThanOrEqual(60);
      expect(test.passingScore, test.title).toBeLessThanOrEqual(80);
    }
  });

  it("spreads correct letters evenly over A–D, in each test and across the catalog", () => {
    for (const test of tests) {
      const spread = Object.values(letterSpread([test]));
      expect(Math.max(...spread) - Math.min(...spread), test.title).toBeLessThanOrEqual(2);
    }
    const spread = letterSpread(tests);
    const total = Object.values(spread).reduce((sum, n) => sum + n, 0);
    for (const letter of ANSWER_LETTERS) {
      expect(spread[letter] / total, `share of ${letter}`).toBeGreaterThanOrEqual(0.23);
      expect(spread[letter] / total, `share of ${letter}`).toBeLessThanOrEqual(0.27);
    }
  });

  it.each(["longest", "shortest"] as const)(
    "does not give answers away by length: always picking the %s option fails",
    (by) => {
      let questions = 0;
      for (const test of tests) {
        const count = test.questions?.length ?? 0;
        questions += count;
        expect(keyStandsOut([test], by) / count, test.title).toBeLessThanOrEqual(0.5);
      }
      // By chance alone the key is the longest of four options a quarter of the time.
      expect(keyStandsOut(tests, by) / questions).toBeLessThanOrEqual(1 / 3);
    },
  );
});

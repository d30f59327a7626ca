import { describe, expect, it } from "vitest";
import {
  exerciseBlock,
  validPage,
  validPages,
  validQuestion,
  validQuestions,
} from "../test-fixtures.ts";
import { pagePrompt, questionPrompt } from "./part-prompts.ts";
import { testPrompt } from "./prompts.ts";
import { checkSplicedPage, splicePage, spliceQuestion } from "./refresh-part.ts";

const TARGET = {
  title: "Perceptrons",
  description: "The first networks",
  category: "Neural Nets",
  level: "intermediate",
};
const TEST_TARGET = { ...TARGET, timeLimit: 20, passingScore: 70 };

/** A fixed sequence of "random" numbers, so a reordering can be checked. */
const sequence = (...values: number[]) => {
  let at = 0;
  return () => values[at++ % values.length] as number;
};

describe("the prompt of a one-page refresh", () => {
  const pages = validPages("Lesson");
  const { prompt, system } = pagePrompt(TARGET, {
    pages,
    page: 3,
    customPrompt: "Readers say the sum on this page is wrong.",
  });

  it("gives the whole lesson for context and asks for page 3 alone", () => {
    expect(system).toContain("JSON");
    expect(prompt).toMatch(/^Rewrite page 3 of the 5-page lesson below, and only that page/);
    expect(prompt).toContain("Title: Perceptrons");
    expect(prompt).toContain("Level: intermediate");
    for (const page of pages) expect(prompt).toContain(page.title);
    expect(prompt).toContain("it follows page 2 and leads into page 4");
    const [, rewritten] = prompt.split("The page to rewrite, page 3, exactly as it is now:");
    expect(rewritten).toContain(`### Page 3: ${pages[2]!.title}`);
    expect(rewritten).toContain(pages[2]!.content);
    expect(rewritten).not.toContain(pages[1]!.title);
  });

  it("asks to keep what is right exactly, images included, and adds the owner's words last", () => {
    expect(prompt).toContain(
      "Keep every exercise, solution, code block, formula and image line (`![...](/media/...)`) of the page that is right exactly as it is",
    );
    expect(prompt).toContain("Add no new image.");
    expect(prompt).toContain("at least 3 exercises in all");
    expect(prompt).toMatch(
      /The site owner adds these instructions:\nReaders say the sum on this page is wrong\.$/,
    );
  });

  it("names the lesson's ends for its first and last page", () => {
    const first = pagePrompt(TARGET, { pages, page: 1, customPrompt: null }).prompt;
    expect(first).toContain("it follows page none (it opens the lesson) and leads into page 2");
    expect(first).not.toContain("The site owner adds");
    const last = pagePrompt(TARGET, { pages, page: 5, customPrompt: null }).prompt;
    expect(last).toContain("leads into page none (it ends the lesson)");
  });
});

describe("the prompt of a one-question refresh", () => {
  const questions = validQuestions(10, "Quiz");
  const { prompt } = questionPrompt(TEST_TARGET, {
    questions,
    index: 3,
    sourcePages: validPages("Source"),
    customPrompt: "Option C was chosen by 40 of 50.",
  });

  it("lists the other questions to avoid and gives the one to rewrite in full", () => {
    expect(prompt).toMatch(/^Rewrite question 4 of the multiple-choice test below/);
    const [before, rewritten] = prompt.split("The question to rewrite, exactly as it is now:");
    for (const [index, question] of questions.entries()) {
      if (index === 3) expect(before).not.toContain(`- ${question.question}`);
      else expect(before).toContain(`- ${question.question}`);
    }
    expect(rewritten).toContain(`Question 4: ${questions[3]!.question}`);
    expect(rewritten).toContain(`C. ${questions[3]!.options.C}`);
    expect(rewritten).toContain(`Correct answer: ${questions[3]!.correct_answer}`);
    expect(rewritten).toContain(`Explanation: ${questions[3]!.explanation}`);
  });

  it("draws on the lesson, forbids letters in the explanation, and ends with the owner's words", () => {
    expect(prompt).toContain("Source: part 1");
    expect(prompt).toContain("never refer to an option by its letter");
    expect(prompt.endsWith("Option C was chosen by 40 of 50.")).toBe(true);
  });
});

describe("a whole test refresh", () => {
  it("revises the current questions instead of writing anew", () => {
    const questions = validQuestions(10, "Now");
    const revise = testPrompt(TEST_TARGET, {
      customPrompt: null,
      sourcePages: [],
      currentQuestions: questions,
    }).prompt;
    expect(revise).toMatch(/^Revise the multiple-choice test below/);
    expect(revise).toContain("keep the questions that are right as they are");
    expect(revise).toContain(`Question 10: ${questions[9]!.question}`);
    const anew = testPrompt(TEST_TARGET, { customPrompt: null, sourcePages: [] }).prompt;
    expect(anew).toMatch(/^Write a multiple-choice test/);
    expect(anew).not.toContain("The current questions");
  });
});

describe("splicing a page", () => {
  const pages = validPages("Lesson");

  it("replaces that page only", () => {
    const replacement = validPage("New", 2, 500);
    const spliced = splicePage(pages, 2, replacement);
    expect(spliced).toEqual([pages[0], replacement, pages[2], pages[3], pages[4]]);
    expect(pages[1]!.title).toBe("Lesson: part 2");
  });

  it("accepts a page that keeps the lesson whole, and refuses one that breaks it", () => {
    const good = { ...validPage("New", 4, 500) };
    expect(checkSplicedPage(pages, 4, good)).toEqual({
      ok: true,
      value: splicePage(pages, 4, good),
    });
    // Page 1 held one of the lesson's 3 exercises: a page without it leaves 2.
    const dropped = checkSplicedPage(pages, 1, validPage("New", 1, 500));
    expect(dropped).toEqual({
      ok: false,
      problems: "the lesson has 2 exercises; it needs at least 3",
    });
    const short = checkSplicedPage(pages, 5, { title: "Short", content: "Too short." });
    expect(short.ok).toBe(false);
    expect(!short.ok && short.problems).toMatch(/^page 5 content: Page content must be at least/);
  });

  it("keeps the figures a page had, and refuses an image it did not have", () => {
    const figure = "![A perceptron](/media/perceptron.png)";
    const withFigure = splicePage(pages, 4, {
      ...pages[3]!,
      content: `${pages[3]!.content}\n\n${figure}`,
    });
    const kept = { title: "Kept", content: `${validPage("Kept", 4, 400).content}\n\n${figure}` };
    expect(checkSplicedPage(withFigure, 4, kept).ok).toBe(true);
    const invented = {
      title: "Invented",
      content: `${validPage("Invented", 5, 400).content}\n\n![Made up](/media/made-up.png)`,
    };
    expect(checkSplicedPage(withFigure, 5, invented)).toEqual({
      ok: false,
      problems: "page 5: it adds images the page did not have (/media/made-up.png)",
    });
    // An exercise added on another page is fine: more than the minimum is allowed.
    const extra = {
      title: "Extra",
      content: `${validPage("Extra", 5, 400).content}\n\n${exerciseBlock(9)}`,
    };
    expect(checkSplicedPage(pages, 5, extra).ok).toBe(true);
  });
});

describe("splicing a question", () => {
  const questions = validQuestions(10, "Quiz"); // keys A, B, C, D, A, …

  it("puts the new question's answer at the old one's letter and leaves the others alone", () => {
    // The model keyed its question on A; question 3's key was C.
    const written = {
      ...validQuestion(3, "New", "A"),
      explanation: "Option A is right; option B is a tempting mistake.",
    };
    const spliced = spliceQuestion(questions, 2, written, sequence(0.1, 0.6, 0.3));
    expect(spliced).toHaveLength(10);
    spliced.forEach((question, index) => {
      if (index !== 2) expect(question).toBe(questions[index]);
    });
    const placed = spliced[2]!;
    expect(placed.correct_answer).toBe("C");
    expect(placed.options.C).toBe(written.options.A);
    expect(new Set(Object.values(placed.options))).toEqual(new Set(Object.values(written.options)));
    // The letters the explanation names follow their options.
    const letterOf = (text: string) =>
      (Object.entries(placed.options).find(([, option]) => option === text) ?? [])[0];
    expect(placed.explanation).toBe(
      `Option C is right; option ${letterOf(written.options.B)} is a tempting mistake.`,
    );
  });

  it("keeps every letter for every key", () => {
    for (const [index, question] of questions.slice(0, 4).entries()) {
      const spliced = spliceQuestion(questions, index, validQuestion(1, "Any", "D"));
      expect(spliced[index]!.correct_answer).toBe(question.correct_answer);
      expect(spliced[index]!.options[question.correct_answer]).toBe("Any 1 fourth option");
    }
  });
});

import { lessonFigures } from "../../shared/lesson.ts";
import type { Question, TopicPage } from "../../shared/schemas/content.ts";
import {
  type ContentService,
  type Generated,
  questionKey,
} from "../modules/content/content.service.ts";
import type { JobRow } from "../modules/generation/jobs.repository.ts";
import { placeAnswer, type Random } from "./balance-answers.ts";
import {
  type GenerateOptions,
  GenerationFailure,
  generateChecked,
  type TokenUsage,
} from "./generate-content.ts";
import {
  type Checked,
  checkLesson,
  checkQuestionList,
  pageOutputSchema,
  questionOutputSchema,
} from "./output-schemas.ts";
import { pagePrompt, questionPrompt } from "./part-prompts.ts";

// A refresh of one lesson page or one test question (issue 19, ADR 033): the model writes the
// one part, which is spliced into the rest as it was read; the whole must still pass the rules
// every writer meets. A part gone by the time the job runs fails it, and nothing is written.

/** What every model call of a job shares. */
export type CallOptions = Pick<
  GenerateOptions<unknown, unknown>,
  "model" | "modelId" | "timeoutSeconds" | "signal" | "onAttempt"
>;

type TopicToWrite = NonNullable<Awaited<ReturnType<ContentService["topicToWrite"]>>>;
type TestToWrite = NonNullable<Awaited<ReturnType<ContentService["testToWrite"]>>>;

export interface PartResult {
  usage: TokenUsage;
  generated: Generated;
  /** The content the part was spliced into, as read: storing checks it has not changed since. */
  basis: string;
}

const zero = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0 });

/** The lesson with page `page` (from 1) replaced. */
export function splicePage(
  pages: readonly TopicPage[],
  page: number,
  replacement: TopicPage,
): TopicPage[] {
  return pages.map((current, index) => (index === page - 1 ? replacement : current));
}

/**
 * A rewritten page in its lesson: the whole lesson meets the lesson rules, and the page shows no
 * image it did not show before (a model cannot have made one; figures a person put in may stay).
 */
export function checkSplicedPage(
  pages: readonly TopicPage[],
  page: number,
  output: TopicPage,
): Checked<TopicPage[]> {
  const before = new Set(lessonFigures(pages[page - 1]?.content ?? "").map(({ src }) => src));
  const added = lessonFigures(output.content).filter(({ src }) => !before.has(src));
  if (added.length > 0) {
    const sources = added.map(({ src }) => src).join(", ");
    return {
      ok: false,
      problems: `page ${page}: it adds images the page did not have (${sources})`,
    };
  }
  return checkLesson(splicePage(pages, page, output), { figures: true });
}

/**
 * The test with question `index` replaced, its correct answer moved to the old question's
 * letter so the test's spread of correct letters stays as it was.
 */
export function spliceQuestion(
  questions: readonly Question[],
  index: number,
  replacement: Question,
  random?: Random,
): Question[] {
  const letter = (questions[index] as Question).correct_answer;
  const placed = placeAnswer(replacement, letter, random);
  return questions.map((current, at) => (at === index ? placed : current));
}

export async function rewritePage(
  call: CallOptions,
  topic: TopicToWrite,
  job: Pick<JobRow, "page" | "prompt">,
): Promise<PartResult> {
  const page = job.page as number;
  const { pages } = topic;
  if (page > pages.length) {
    throw new GenerationFailure(
      `Page ${page} is no longer in the lesson: it has ${pages.length} pages now. Nothing was changed.`,
      zero(),
    );
  }
  const { value, usage } = await generateChecked({
    ...call,
    schema: pageOutputSchema,
    check: (output) => checkSplicedPage(pages, page, output),
    prompt: pagePrompt(topic.target, { pages, page, customPrompt: job.prompt }),
  });
  return { usage, generated: { kind: "topic", pages: value }, basis: JSON.stringify(pages) };
}

export async function rewriteQuestion(
  call: CallOptions,
  test: TestToWrite,
  job: Pick<JobRow, "questionKey" | "prompt">,
): Promise<PartResult> {
  const { questions } = test;
  const index = questions.findIndex((question) => questionKey(question) === job.questionKey);
  if (index < 0) {
    throw new GenerationFailure(
      "The question was edited or removed after this job was started. Nothing was changed: start a refresh of the question as it is now.",
      zero(),
    );
  }
  const { value, usage } = await generateChecked({
    ...call,
    schema: questionOutputSchema,
    check: (output) => checkQuestionList(spliceQuestion(questions, index, output)),
    prompt: questionPrompt(test.target, {
      questions,
      index,
      sourcePages: test.lessonPages,
      customPrompt: job.prompt,
    }),
  });
  return { usage, generated: { kind: "test", questions: value }, basis: JSON.stringify(questions) };
}

/**
 * Whether the topic's pages or the test's questions are still what the part was spliced into:
 * an edit made while the model wrote would otherwise be overwritten with the old text.
 */
export async function unchangedSince(
  content: Pick<ContentService, "topicToWrite" | "testToWrite">,
  job: Pick<JobRow, "kind" | "targetId">,
  basis: string,
): Promise<boolean> {
  const now =
    job.kind === "topic"
      ? (await content.topicToWrite(job.targetId))?.pages
      : (await content.testToWrite(job.targetId))?.questions;
  return now !== undefined && JSON.stringify(now) === basis;
}

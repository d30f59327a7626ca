// The fake LLM's canned answers: a 5-page topic or a 12-question test written around the title in
// the app's prompt, and the broken variants the failure modes send. Generic on purpose: the e2e
// suite checks the app's handling of an answer, not the answer's wisdom.

export interface Subject {
  title: string;
  category: string;
  level: string;
}

/** A refresh of one lesson page or one question asks for that part alone (ADR 033). */
export type Kind = "topic" | "test" | "page" | "question" | "chat";

/** The mode's effect on the body, for the modes that still answer 200. */
export type ContentMode = "ok" | "invalid-json" | "wrong-shape" | "duplicate-options" | "too-few";

/** `Title: …`, `Category: …`, `Level: …` lines of the app's prompt (prompts.ts header()). */
export function readSubject(prompt: string): Subject {
  const line = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.+)$`, "m").exec(prompt)?.[1]?.trim() || "Untitled";
  return { title: line("Title"), category: line("Category"), level: line("Level") };
}

/** The schema is the app's own statement of what it wants; the prompt is the fallback. */
export function kindOf(schema: unknown, prompt: string): Kind {
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  if ("questions" in properties) return "test";
  if ("pages" in properties) return "topic";
  if ("question" in properties && "options" in properties) return "question";
  if ("title" in properties && "content" in properties) return "page";
  if (/\bquestions\b/i.test(prompt)) return "test";
  if (/\bpages\b/i.test(prompt)) return "topic";
  return "chat";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const SUBTITLES = [
  ["What it is and why it matters", "where the idea came from and which problems it solves"],
  ["Core ideas and vocabulary", "the handful of terms every later page builds on"],
  ["How it works step by step", "the moving parts, in the order they run"],
  ["Worked examples", "two small, concrete cases you can repeat on your own"],
  ["Pitfalls, practice and next steps", "the mistakes beginners make and how to keep going"],
] as const;

function page({ title, category, level }: Subject, index: number, generation: number) {
  const [subtitle, focus] = SUBTITLES[index % SUBTITLES.length]!;
  const stamp = index === 0 ? `Generation #${generation}. ` : "";
  const content = [
    `## ${subtitle}`,
    `${stamp}This part of **${title}** (${category}, ${level} level) covers ${focus}. Read it slowly, and stop to try each idea before moving on.`,
    [
      `- **Key idea:** ${title} is easier to learn as a few clear steps than as one big leap.`,
      "- **In practice:** start from a small, concrete example and change one thing at a time.",
      "- **Check yourself:** explain the page in two sentences to someone new to the subject.",
    ].join("\n"),
    `By the end of part ${index + 1} you should be able to use the words above with confidence and spot them in real projects.`,
    // An exercise with its solution, as the app asks of every lesson (at least three).
    `::: exercise Part ${index + 1} in numbers\nIf each of the $${index + 2}$ steps takes $3$ minutes, how long is the whole?\n:::`,
    `::: solution\n$${index + 2} \\times 3 = ${(index + 2) * 3}$ minutes.\n:::`,
  ].join("\n\n");
  return { title: `${title}: part ${index + 1} — ${subtitle}`.slice(0, 200), content };
}

export function topicAnswer(subject: Subject, generation: number, pages = 5) {
  return {
    topic: subject.title,
    category: subject.category,
    difficultyLevel: subject.level,
    pages: Array.from({ length: pages }, (_, index) => page(subject, index, generation)),
  };
}

// "stem about {T}|wrong A|right B|wrong C|wrong D": the key is always B, as real models tend to do.
const QUESTIONS = [
  "What is the best first step when learning {T}|Memorise every formula before reading anything|Learn the core terms and build up from simple examples|Skip straight to the most advanced papers|Avoid practice until the theory is complete",
  "Why is work on {T} evaluated with held-out data|To make training faster|To estimate how well it works on new cases|To shrink the data set|To avoid writing documentation",
  "Which habit makes results in {T} easier to trust|Reporting only the best run|Recording data, settings and code so others can repeat the work|Changing several settings at once|Leaving out the failure cases",
  "What does a baseline give you in {T}|A guarantee of state-of-the-art results|A simple point of comparison that shows whether a new idea helps|A way to skip evaluation|A replacement for domain knowledge",
  "What is a sensible response to a surprising result in {T}|Announce it immediately|Check the data and the code for mistakes before believing it|Ignore it|Delete the data that caused it",
  "Which statement about bias in {T} is accurate|Bias only exists in hand-written rules|Skewed training data can lead to skewed predictions|More parameters always remove bias|Bias cannot be measured at all",
  "What does overfitting mean for {T}|A model too small to learn anything|Fitting the training data closely but failing on new data|Training that runs too slowly|Using too little memory",
  "Why split a large problem in {T} into smaller steps|It makes the problem harder to debug|Each step can be understood, tested and improved on its own|It always makes the result more accurate|It removes the need for data",
  "What role do clear metrics play in {T}|They make experiments slower|They define success so progress can be measured|They replace the need for a test set|They only matter for marketing",
  "When is a simpler approach to {T} preferable|Never: complexity is always better|When it performs about as well and is easier to maintain|Only when there is no data|Only for homework",
  "What is the value of reading the documentation of tools for {T}|None: tools explain themselves|It shows each tool's intended use, limits and defaults|It guarantees bug-free code|It replaces experimenting",
  "How should you keep learning {T} after this course|Stop once the test is passed|Practise on small projects and follow reliable sources|Only watch short videos|Wait until the field stops changing",
];

function question({ title }: Subject, index: number) {
  const [stem = "", A = "", B = "", C = "", D = ""] =
    QUESTIONS[index % QUESTIONS.length]!.split("|");
  return {
    question: `${title} question ${index + 1}: ${stem.replaceAll("{T}", () => title)}?`,
    options: { A, B, C, D },
    correct_answer: "B" as const,
    explanation: `"${B}" is right: it is how ${title} is learned and practised well. "${A}" sounds plausible but does not hold up.`,
  };
}

export function testAnswer(subject: Subject, count = 12) {
  return {
    title: subject.title,
    description: `A ${count}-question check of ${subject.title} at the ${subject.level} level.`,
    timeLimit: 20,
    passingScore: 70,
    questions: Array.from({ length: count }, (_, index) => question(subject, index)),
  };
}

function bodyFor(kind: "topic" | "test", mode: ContentMode, subject: Subject, generation: number) {
  const few = mode === "too-few";
  if (kind === "topic") {
    const { pages, ...rest } = topicAnswer(subject, generation, few ? 3 : 5);
    return mode === "wrong-shape" ? { ...rest, sections: pages } : { ...rest, pages };
  }
  const { questions, ...rest } = testAnswer(subject, few ? 5 : 12);
  const first = questions[0];
  if (mode === "duplicate-options" && first) {
    questions[0] = { ...first, options: { ...first.options, C: first.options.A } };
  }
  return mode === "wrong-shape" ? { ...rest, items: questions } : { ...rest, questions };
}

/** The page a one-page refresh asks for ("Rewrite page 3 of …"), from 1. */
function pageAsked(prompt: string): number {
  return Number(/^Rewrite page (\d+) /m.exec(prompt)?.[1] ?? 1);
}

/** A rewritten question, keyed on B as the fake's questions are; the stem names the rewrite. */
function rewrittenQuestion({ title }: Subject, generation: number) {
  const right = "Exactly one option is right, and someone who has learned the idea can tell which";
  return {
    question: `${title}, rewritten question #${generation}: what makes a multiple-choice question fair?`,
    options: {
      A: "Two of its options are right, so careful readers can pick either",
      B: right,
      C: "Its options quote the lesson word for word",
      D: "The question gives its answer away",
    },
    correct_answer: "B" as const,
    explanation: `"${right}" is right: a fair question has one defensible answer.`,
  };
}

function partFor(kind: "page" | "question", subject: Subject, generation: number, prompt: string) {
  if (kind === "question") return rewrittenQuestion(subject, generation);
  const index = pageAsked(prompt) - 1;
  const { title, content } = page(subject, index, generation);
  return { title: `${title} (rewritten)`.slice(0, 200), content };
}

/** The assistant's message content for a request of this kind in this mode. */
export function answerFor(
  kind: Kind,
  mode: ContentMode,
  subject: Subject,
  generation: number,
  prompt = "",
) {
  if (kind === "chat") return "Hello from the fake tutor. Ask for a topic or a test.";
  const body =
    kind === "page" || kind === "question"
      ? partFor(kind, subject, generation, prompt)
      : bodyFor(kind, mode, subject, generation);
  const json = JSON.stringify(body);
  // Cut mid-value, as a model stopped by max_tokens does.
  return mode === "invalid-json" ? json.slice(0, Math.floor(json.length / 2)) : json;
}

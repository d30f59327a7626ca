// The parts of a lesson page's Markdown that are more than prose (content/README.md): exercises
// with their solutions, and figures. Read here once, for word counts, the catalog's checks and
// the generation checks alike; the server's renderer draws them.

/**
 * Words as a reader counts them: whitespace-separated runs holding a letter or digit, so a
 * table's pipes and rules, list dashes and heading marks are not words.
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A page's prose words: the 500–600 a lesson page is written to, exercises not counted. */
export function proseWords(markdown: string): number {
  return countWords(lessonBlocks(markdown).prose);
}

const FENCE = /^\s*(```|~~~)/;
const OPEN = /^\s*:::\s*(exercise|solution)\b(.*)$/;
const CLOSE = /^\s*:::\s*$/;

export interface LessonExercise {
  title: string;
  question: string;
  /** Null when no solution block follows the exercise. */
  solution: string | null;
}

export interface LessonBlocks {
  /** The page without its exercises and solutions: what its word count measures. */
  prose: string;
  exercises: LessonExercise[];
  /** Solution blocks that do not follow an exercise. */
  strayedSolutions: number;
  /** A block left open at the end of the page. */
  unclosed: boolean;
}

export function lessonBlocks(markdown: string): LessonBlocks {
  const prose: string[] = [];
  const exercises: LessonExercise[] = [];
  let strayedSolutions = 0;
  let block: { kind: string; title: string; lines: string[] } | null = null;
  let fence = false;
  let lastWasExercise = false; // only blank lines since the last exercise closed
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) fence = !fence;
    const open: RegExpExecArray | null = !fence && !block ? OPEN.exec(line) : null;
    if (open) {
      block = { kind: open[1]!, title: open[2]!.trim(), lines: [] };
      continue;
    }
    if (block && !fence && CLOSE.test(line)) {
      const text = block.lines.join("\n").trim();
      if (block.kind === "exercise") {
        exercises.push({ title: block.title, question: text, solution: null });
        lastWasExercise = true;
      } else if (lastWasExercise && exercises.at(-1)?.solution === null) {
        exercises.at(-1)!.solution = text;
        lastWasExercise = false;
      } else {
        strayedSolutions += 1;
      }
      block = null;
      continue;
    }
    if (block) block.lines.push(line);
    else {
      if (line.trim() !== "") lastWasExercise = false;
      prose.push(line);
    }
  }
  return { prose: prose.join("\n"), exercises, strayedSolutions, unclosed: block !== null };
}

export interface LessonFigure {
  alt: string;
  src: string;
  caption: string;
}

const IMAGE = /!\[([^\]]*)\]\(\s*([^\s)]+)(?:\s+"([^"]*)")?\s*\)/g;

/** Every image a page shows, figures and inline images alike, outside code. */
export function lessonFigures(markdown: string): LessonFigure[] {
  const text = withoutCode(markdown);
  return [...text.matchAll(IMAGE)].map((match) => ({
    alt: match[1]!.replace(/\s+/g, " ").trim(),
    src: match[2]!,
    caption: (match[3] ?? "").replace(/\s+/g, " ").trim(),
  }));
}

/** Replaces every image's address through `change`, leaving code untouched. */
export function replaceFigureSources(markdown: string, change: (src: string) => string): string {
  return mapOutsideCode(markdown, (text) =>
    text.replace(IMAGE, (whole, _alt: string, src: string) =>
      whole.replace(src, () => change(src)),
    ),
  );
}

function withoutCode(markdown: string): string {
  return mapOutsideCode(
    markdown,
    (text) => text,
    () => "",
  );
}

function mapOutsideCode(
  markdown: string,
  outside: (text: string) => string,
  inside: (text: string) => string = (text) => text,
): string {
  const parts = markdown.split(/(^[ \t]*(?:```|~~~)[\s\S]*?^[ \t]*(?:```|~~~)[ \t]*$)/m);
  return parts
    .map((part, index) =>
      index % 2 === 1 ? inside(part) : outsideInlineCode(part, outside, inside),
    )
    .join("");
}

/** A code span on one line: `code` or ``co`de``, as Markdown writes them. */
const CODE_SPAN = /(`+)[^`\n](?:[^\n]*?[^`\n])?\1(?!`)/g;

function outsideInlineCode(
  text: string,
  outside: (text: string) => string,
  inside: (text: string) => string,
): string {
  let result = "";
  let last = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    result += outside(text.slice(last, span.index)) + inside(span[0]);
    last = span.index + span[0].length;
  }
  return result + outside(text.slice(last));
}

/** The zero-based page of a lesson named by ?page=N (1-based), kept between the first and last. */
export function pageFromParam(value: string | null, pages: number): number {
  const number = Number.parseInt(value ?? "1", 10);
  if (!Number.isFinite(number)) return 0;
  return Math.max(Math.min(Math.max(number, 1), pages) - 1, 0);
}

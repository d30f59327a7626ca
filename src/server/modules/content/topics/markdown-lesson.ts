import type { MarkdownIt, Token } from "markdown-it";
import markdownItContainer from "markdown-it-container";
import { markdownItKatex } from "../../../../shared/markdown-katex.ts";
import { isMediaPath } from "../../../../shared/media.ts";

// What a lesson holds beyond plain Markdown (content/README.md): maths in LaTeX rendered by KaTeX
// (HTML for the eye and MathML for screen readers, no script), exercises with a folded worked
// solution, and figures with a caption.

export function lessonExtensions(md: MarkdownIt) {
  // KaTeX's own options ride along: no \href or \url (trust is off), errors shown in place.
  md.use(markdownItKatex as never, { throwOnError: false, output: "htmlAndMathml" });
  md.use(markdownItContainer, "exercise", { render: renderExercise });
  md.use(markdownItContainer, "solution", { render: renderSolution });
  md.core.ruler.push("solutions_inside_exercises", nestSolutions);
  md.core.ruler.push("figures", figures);
  md.renderer.rules.figure = renderFigure;
  // An image inside a line of text is only its alt text: a figure stands in its own paragraph.
  md.renderer.rules.image = (tokens: Token[], idx: number) => escapeHtml(altText(tokens[idx]!));
}

function renderExercise(tokens: Token[], idx: number, _options: unknown, env: RenderEnv) {
  if (tokens[idx]!.nesting !== 1) return "</section>\n";
  env.exercises = (env.exercises ?? 0) + 1;
  const title = tokens[idx]!.info.trim().replace(/^exercise\s*/, "");
  const label = `Exercise ${env.exercises}${title ? `: ${escapeHtml(title)}` : ""}`;
  return `<section class="exercise"><p class="exercise-label">${label}</p>\n`;
}

function renderSolution(tokens: Token[], idx: number) {
  if (tokens[idx]!.nesting !== 1) return "</div></details>\n";
  return '<details class="solution"><summary>Show solution</summary><div class="solution-body">\n';
}

export type RenderEnv = { exercises?: number } & Record<PropertyKey, unknown>;

/**
 * Authors write a solution block after its exercise; it belongs inside the exercise's box, so
 * the exercise's closing token moves to after the solution that follows it.
 */
function nestSolutions(state: { tokens: Token[] }) {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index]!.type !== "container_exercise_close") continue;
    const next = tokens[index + 1];
    if (next?.type !== "container_solution_open") continue;
    const end = tokens.findIndex(
      (token, at) => at > index && token.type === "container_solution_close",
    );
    if (end === -1) continue;
    const [close] = tokens.splice(index, 1);
    tokens.splice(end, 0, close!); // after the solution's close, which moved up by one
    index = end;
  }
}

/** An image alone in its paragraph is a figure; its title is the caption. */
function figures(state: { tokens: Token[] }) {
  const tokens = state.tokens;
  for (let index = tokens.length - 3; index >= 0; index--) {
    const [open, inline, close] = [tokens[index]!, tokens[index + 1]!, tokens[index + 2]!];
    if (open.type !== "paragraph_open" || close.type !== "paragraph_close") continue;
    const children = (inline.children ?? []).filter(
      (child) =>
        !(child.type === "text" && child.content.trim() === "") && child.type !== "softbreak",
    );
    if (children.length !== 1 || children[0]!.type !== "image") continue;
    const figure = children[0]!;
    figure.type = "figure";
    figure.block = true;
    tokens.splice(index, 3, figure);
  }
}

function renderFigure(tokens: Token[], idx: number) {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  const alt = altText(token);
  const caption = String(token.attrGet("title") ?? "");
  // Only the site's own stored figures are shown: an image from elsewhere would tell another
  // site who reads the lesson (and the CSP would block it anyway). Its alt text stands in.
  if (!isMediaPath(src)) return `<p>${escapeHtml(alt)}</p>\n`;
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
  const figcaption = caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : "";
  return `<figure class="figure">${img}${figcaption}</figure>\n`;
}

function altText(token: Token): string {
  return (token.children ?? [])
    .map((child) => child.content)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

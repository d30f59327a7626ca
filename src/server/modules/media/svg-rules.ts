import { MEDIA_MAX_BYTES } from "../../../shared/media.ts";

// The rules a figure meets before the site stores and serves it (content/README.md). Figures
// are drawings, never documents: nothing that runs, loads another file or reaches another site,
// and text a phone can read.

/** Figures are drawn about 320 px wide on a 360 px phone; 11 px is the smallest legible text. */
const PHONE_WIDTH_PX = 320;
const SMALLEST_TEXT_PX = 11;
export const MIN_TEXT_SHARE = SMALLEST_TEXT_PX / PHONE_WIDTH_PX;

const FORBIDDEN: [RegExp, string][] = [
  [/<script\b/i, "has a <script>"],
  [/<foreignObject\b/i, "has a <foreignObject>"],
  [
    /<(image|iframe|embed|object|audio|video|canvas)\b/i,
    "embeds another file (<image>, <iframe>…)",
  ],
  [/<!ENTITY/i, "declares an entity"],
  [/\son[a-z]+\s*=/i, "has an event attribute (onload=…)"],
  [/@import\b/i, "imports a stylesheet"],
  [/javascript:/i, "holds a javascript: address"],
];

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (Buffer.byteLength(svg) > MEDIA_MAX_BYTES) {
    problems.push(`is larger than ${MEDIA_MAX_BYTES / 1024} KB`);
  }
  const root = /<svg\b[^>]*>/i.exec(svg);
  if (!root) return [...problems, "has no <svg> root"];
  for (const [pattern, problem] of FORBIDDEN) if (pattern.test(svg)) problems.push(problem);
  for (const match of svg.matchAll(/\b(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)) {
    if (!match[1]!.startsWith("#")) problems.push(`links to ${match[1]} (only #ids are allowed)`);
  }
  for (const match of svg.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!match[1]!.startsWith("#")) problems.push(`refers to url(${match[1]})`);
  }
  const viewBox = viewBoxSize(svg);
  if (!viewBox) return [...problems, "has no viewBox on its <svg> root"];
  const { width } = viewBox;
  const smallest = width * MIN_TEXT_SHARE;
  for (const size of fontSizes(svg)) {
    if (size < smallest - 0.05) {
      problems.push(
        `has text of size ${size}, too small to read on a phone (at least ${smallest.toFixed(1)} ` +
          `for a viewBox ${width} wide)`,
      );
      break;
    }
  }
  return problems;
}

function fontSizes(svg: string): number[] {
  const sizes: number[] = [];
  const patterns = [
    /font-size\s*[:=]\s*["']?\s*([\d.]+)(px|pt)?/gi,
    /\bfont\s*:\s*(?:(?:italic|bold|normal|oblique|\d00)\s+)*([\d.]+)(px|pt)/gi,
  ];
  for (const pattern of patterns) {
    for (const match of svg.matchAll(pattern)) {
      const size = Number(match[1]);
      sizes.push(match[2]?.toLowerCase() === "pt" ? (size * 4) / 3 : size);
    }
  }
  return sizes;
}

/** The width and height of the <svg> root's viewBox: the size a figure is drawn at. */
export function viewBoxSize(svg: string): { width: number; height: number } | null {
  const box =
    /<svg\b[^>]*\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

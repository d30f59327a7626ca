import { posix } from "node:path";
import { replaceFigureSources } from "../../../shared/lesson.ts";
import { mediaHashOf, mediaPath } from "../../../shared/media.ts";
import type { TopicPage } from "../../../shared/schemas/content.ts";
import type { MediaService } from "../media/media.service.ts";
import type { CatalogFigure } from "./catalog.schema.ts";

// A catalog names a lesson's figures by file (`<slug>/<name>.svg`, beside the lesson); the
// database by stored address (`/media/<hash>.svg`). Import turns the one into the other, and
// export back.

/** Stores each figure the pages show and returns the pages naming them by stored address. */
export async function storeFigures(
  media: MediaService,
  pages: TopicPage[],
  figures: Record<string, CatalogFigure>,
): Promise<TopicPage[]> {
  const stored = new Map<string, string>();
  for (const [src, figure] of Object.entries(figures)) {
    stored.set(src, mediaPath(await media.storeSvg(figure.name, figure.svg)));
  }
  return pages.map((page) => ({
    ...page,
    content: replaceFigureSources(page.content, (src) => stored.get(src) ?? src),
  }));
}

/** The stored figures the pages show, keyed by address, for an export to write out. */
export async function readFigures(
  media: MediaService,
  pages: TopicPage[],
): Promise<Record<string, CatalogFigure>> {
  const hashes = new Set<string>();
  for (const page of pages) {
    replaceFigureSources(page.content, (src) => {
      const hash = mediaHashOf(src);
      if (hash) hashes.add(hash);
      return src;
    });
  }
  const rows = await media.many([...hashes]);
  return Object.fromEntries(
    rows.map((row) => [mediaPath(row.hash), { name: row.name, svg: row.body }]),
  );
}

/**
 * Pages and files for a lesson written as `<slug>.md`: each stored figure becomes
 * `<slug>/<name>.svg` (a repeated name gets the hash added), and the pages name it so.
 */
export function figureFiles(
  slug: string,
  pages: TopicPage[],
  figures: Record<string, CatalogFigure>,
): { pages: TopicPage[]; files: { path: string; svg: string }[] } {
  const files: { path: string; svg: string }[] = [];
  const names = new Set<string>();
  const renamed = new Map<string, string>();
  for (const [src, figure] of Object.entries(figures)) {
    const base = posix.basename(figure.name, ".svg").replace(/[^a-z0-9-]+/gi, "-") || "figure";
    const name = names.has(base) ? `${base}-${mediaHashOf(src) ?? files.length}` : base;
    names.add(name);
    const path = `${slug}/${name}.svg`;
    files.push({ path, svg: figure.svg });
    renamed.set(src, path);
  }
  return {
    pages: pages.map((page) => ({
      ...page,
      content: replaceFigureSources(page.content, (src) => renamed.get(src) ?? src),
    })),
    files,
  };
}

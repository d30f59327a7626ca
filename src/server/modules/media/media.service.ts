import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { MEDIA_HASH_LENGTH } from "../../../shared/media.ts";
import type { Db } from "../../db/client.ts";
import { media } from "./media.table.ts";
import { viewBoxSize } from "./svg-rules.ts";

export type MediaRow = typeof media.$inferSelect;

/** The size a figure is drawn at before CSS scales it: its viewBox, so the page keeps its place. */
function sizeOf(svg: string): { width: number; height: number } {
  const box = viewBoxSize(svg);
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

export function mediaHash(svg: string): string {
  return createHash("sha256").update(svg).digest("hex").slice(0, MEDIA_HASH_LENGTH);
}

/** The figures store: SVGs kept by the hash of their bytes, served at /media/<hash>.svg. */
export function createMediaService({ db }: { db: Db }) {
  return {
    /** Stores an SVG (once: the same bytes keep their first name) and returns its hash. */
    async storeSvg(name: string, svg: string): Promise<string> {
      const hash = mediaHash(svg);
      await db
        .insert(media)
        .values({ hash, name, contentType: "image/svg+xml", body: svg, ...sizeOf(svg) })
        .onConflictDoNothing();
      return hash;
    },

    async get(hash: string): Promise<MediaRow | null> {
      const [row] = await db
        .select()
        .from(media)
        .where(inArray(media.hash, [hash]));
      return row ?? null;
    },

    async many(hashes: string[]): Promise<MediaRow[]> {
      if (hashes.length === 0) return [];
      return db.select().from(media).where(inArray(media.hash, hashes));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

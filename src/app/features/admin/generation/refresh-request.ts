import type { StartRequest } from "./jobs-api.ts";

// The job a Refresh with AI of one lesson page or one test question starts (ADR 033).

export interface RefreshTarget {
  kind: "topic" | "test";
  id: number;
  title: string;
}

export type RefreshPart = { page: number; label: string } | { questionKey: string; label: string };

/** The job a refresh of this part starts; a blank prompt sends none. */
export function partRefresh(
  target: RefreshTarget,
  part: RefreshPart,
  prompt: string,
): StartRequest {
  const words = prompt.trim() ? { prompt: prompt.trim() } : {};
  return target.kind === "topic"
    ? {
        kind: "topic",
        action: "refresh",
        targetId: target.id,
        url: `/api/topics/${target.id}/refresh`,
        body: { ...words, ...("page" in part ? { page: part.page } : {}) },
      }
    : {
        kind: "test",
        action: "refresh",
        targetId: target.id,
        url: `/api/tests/${target.id}/refresh`,
        body: { ...words, ...("questionKey" in part ? { questionKey: part.questionKey } : {}) },
      };
}

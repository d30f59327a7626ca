import { LEVELS } from "../../../../shared/constants.ts";
import type { AdminTopic } from "../queries.ts";

/** The three levels, then any other level a topic carries. */
export function levelsOf(topics: readonly AdminTopic[]): string[] {
  const known: readonly string[] = LEVELS;
  const others = new Set(topics.map((topic) => topic.level).filter((l) => !known.includes(l)));
  return [...known, ...[...others].sort()];
}

import type { JobKind } from "../../../../shared/schemas/generation.ts";

interface VersionNumbers {
  source: "ai" | "earlier";
  itemCount: number;
  provider: string | null;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  durationMs: number | null;
}

const count = (value: number) => value.toLocaleString("en");

/** The short facts of one version: "5 pages · openai-compatible fake-tutor · 1,200 in / …". */
export function versionFacts(kind: JobKind, version: VersionNumbers): string[] {
  const noun = kind === "topic" ? "page" : "question";
  const facts = [`${version.itemCount} ${noun}${version.itemCount === 1 ? "" : "s"}`];
  if (version.model) facts.push(`${version.provider ?? ""} ${version.model}`.trim());
  if (version.inputTokens !== null && version.outputTokens !== null) {
    facts.push(`${count(version.inputTokens)} tokens in / ${count(version.outputTokens)} out`);
  }
  if (version.durationMs !== null) facts.push(`${(version.durationMs / 1000).toFixed(1)} s`);
  return facts;
}

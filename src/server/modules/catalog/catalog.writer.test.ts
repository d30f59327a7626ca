import { expect, it } from "vitest";
import { slugify } from "./catalog.writer.ts";

it("names files as the catalog's writers do: apostrophes dropped, other runs one hyphen", () => {
  expect(slugify("AI and Jobs: What Changes and What Doesn't")).toBe(
    "ai-and-jobs-what-changes-and-what-doesnt",
  );
  expect(slugify("Retrieval-Augmented Generation (RAG)")).toBe(
    "retrieval-augmented-generation-rag",
  );
  expect(slugify("Naïve Bayes’ rule")).toBe("naive-bayes-rule");
  expect(slugify("!!!")).toBe("untitled");
});

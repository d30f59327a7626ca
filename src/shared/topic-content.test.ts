import { describe, expect, it } from "vitest";
import { normalizeTopicContent } from "./topic-content.ts";

const pages = [
  { title: "One", content: "First page." },
  { title: "Two", content: "Second page." },
];

describe("normalizeTopicContent (spec §3)", () => {
  it("takes an array of pages as it is", () => {
    expect(normalizeTopicContent(pages)).toEqual(pages);
  });

  it.each(["pages", "sections", "chapters", "content"])("takes an object holding %s", (key) => {
    expect(normalizeTopicContent({ [key]: pages })).toEqual(pages);
  });

  it("takes a JSON string of either shape", () => {
    expect(normalizeTopicContent(JSON.stringify(pages))).toEqual(pages);
    expect(normalizeTopicContent(JSON.stringify({ sections: pages }))).toEqual(pages);
  });

  it("takes a JSON string inside a JSON string", () => {
    expect(normalizeTopicContent(JSON.stringify(JSON.stringify({ pages })))).toEqual(pages);
  });

  it("shows plain text as one page titled 'Content'", () => {
    expect(normalizeTopicContent("Just some text.\n\nMore.")).toEqual([
      { title: "Content", content: "Just some text.\n\nMore." },
    ]);
  });

  it("treats text that only looks like JSON as plain text", () => {
    expect(normalizeTopicContent("[not json")).toEqual([
      { title: "Content", content: "[not json" },
    ]);
  });

  it.each([null, undefined, "", "   ", "null", 42, true])("gives no pages for %s", (value) => {
    expect(normalizeTopicContent(value)).toEqual([]);
  });

  it("accepts other common field names and numbers untitled pages", () => {
    expect(
      normalizeTopicContent([
        { heading: "Intro", body: "Hello" },
        { text: ["Para one.", "Para two."] },
        "A bare string page",
        { title: "", content: "" },
        null,
      ]),
    ).toEqual([
      { title: "Intro", content: "Hello" },
      { title: "Page 2", content: "Para one.\n\nPara two." },
      { title: "Page 3", content: "A bare string page" },
    ]);
  });

  it("reads the AI topic output shape (topic, category, difficultyLevel, pages)", () => {
    const output = { topic: "T", category: "C", difficultyLevel: "beginner", pages };
    expect(normalizeTopicContent(output)).toEqual(pages);
  });
});

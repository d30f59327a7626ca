import { describe, expect, it } from "vitest";
import { partRefresh } from "./refresh-request.ts";

describe("partRefresh", () => {
  it("asks for one page of a topic, with the prompt trimmed", () => {
    expect(
      partRefresh(
        { kind: "topic", id: 7, title: "T" },
        { page: 3, label: "page 3" },
        "  Fix it \n",
      ),
    ).toEqual({
      kind: "topic",
      action: "refresh",
      targetId: 7,
      url: "/api/topics/7/refresh",
      body: { prompt: "Fix it", page: 3 },
    });
  });

  it("asks for one question of a test by its key, and sends no blank prompt", () => {
    expect(
      partRefresh(
        { kind: "test", id: 9, title: "Q" },
        { questionKey: "0123456789abcdef", label: "question 2" },
        "   ",
      ),
    ).toEqual({
      kind: "test",
      action: "refresh",
      targetId: 9,
      url: "/api/tests/9/refresh",
      body: { questionKey: "0123456789abcdef" },
    });
  });
});

import { describe, expect, it } from "vitest";
import { cardCount, dueIn } from "./due-in.ts";

const MINUTE = 60_000;

describe("dueIn", () => {
  it("says how long until a card is due, in the largest unit that fits", () => {
    expect(dueIn(-5)).toBe("now");
    expect(dueIn(20_000)).toBe("in less than a minute");
    expect(dueIn(MINUTE)).toBe("in 1 minute");
    expect(dueIn(10 * MINUTE)).toBe("in 10 minutes");
    expect(dueIn(90 * MINUTE)).toBe("in 2 hours");
    expect(dueIn(23 * 60 * MINUTE)).toBe("in 23 hours");
    expect(dueIn(36 * 60 * MINUTE)).toBe("in 2 days");
    expect(dueIn(24 * 60 * MINUTE)).toBe("in 1 day");
  });

  it("counts cards", () => {
    expect(cardCount(1)).toBe("1 card");
    expect(cardCount(0)).toBe("0 cards");
    expect(cardCount(12)).toBe("12 cards");
  });
});

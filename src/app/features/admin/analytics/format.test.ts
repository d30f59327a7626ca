import { describe, expect, it } from "vitest";
import { dayLabel, dayTicks } from "./format.ts";

/** `count` consecutive UTC days ending on `last`, oldest first, as the analytics API gives them. */
function window(count: number, last = "2025-03-30") {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

describe("dayTicks", () => {
  it("marks every 7th day of a 30-day window, counted back from the last day", () => {
    const days = window(30);
    const ticks = dayTicks(days);
    expect(ticks).toEqual(["2025-03-02", "2025-03-09", "2025-03-16", "2025-03-23", "2025-03-30"]);
    const gaps = ticks
      .slice(1)
      .map((day, index) => days.indexOf(day) - days.indexOf(ticks[index]!));
    expect(new Set(gaps)).toEqual(new Set([7]));
  });

  it("takes another step, and keeps a short window to the days it has", () => {
    expect(dayTicks(window(10), 3)).toEqual([
      "2025-03-21",
      "2025-03-24",
      "2025-03-27",
      "2025-03-30",
    ]);
    expect(dayTicks(window(1))).toEqual(["2025-03-30"]);
    expect(dayTicks([])).toEqual([]);
  });

  it("labels a tick with one format", () => {
    expect(dayLabel("2025-03-02")).toBe("Mar 2");
  });
});

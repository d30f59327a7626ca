import { describe, expect, it } from "vitest";
import {
  addDays,
  dayNumber,
  KEPT_DAYS,
  keptDays,
  localDay,
  recentWeeks,
  streaks,
} from "./activity.ts";

describe("localDay", () => {
  it("is the date on the visitor's own clock, not in UTC", () => {
    const lateEvening = new Date("2026-11-24T23:30:00Z");
    expect(localDay(lateEvening, "UTC")).toBe("2026-11-24");
    expect(localDay(lateEvening, "America/New_York")).toBe("2026-11-24");
    expect(localDay(lateEvening, "Asia/Tokyo")).toBe("2026-11-25");
    expect(localDay(new Date("2026-11-24T10:30:00Z"), "Pacific/Kiritimati")).toBe("2026-11-25");
    expect(localDay(new Date("2026-11-24T10:30:00Z"), "Pacific/Pago_Pago")).toBe("2026-11-23");
  });

  it("keeps a 25-hour day (DST ends) as one date and a 23-hour day as one date", () => {
    // New York leaves daylight time at 02:00 on 1 November 2026: that day has 25 hours.
    const first = localDay(new Date("2026-11-01T04:30:00Z"), "America/New_York"); // 00:30 EDT
    const last = localDay(new Date("2026-11-02T04:30:00Z"), "America/New_York"); // 23:30 EST
    expect([first, last]).toEqual(["2026-11-01", "2026-11-01"]);
    // London enters summer time at 01:00 on 29 March 2026: that day has 23 hours.
    expect(localDay(new Date("2026-03-29T00:30:00Z"), "Europe/London")).toBe("2026-03-29");
    expect(localDay(new Date("2026-03-29T22:59:00Z"), "Europe/London")).toBe("2026-03-29");
    expect(localDay(new Date("2026-03-29T23:00:00Z"), "Europe/London")).toBe("2026-03-30");
  });
});

describe("calendar dates", () => {
  it("reads only real dates", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2026-02-30")).toBeNull();
    expect(dayNumber("2026-2-3")).toBeNull();
    expect(dayNumber("yesterday")).toBeNull();
  });

  it("steps over month, leap-year and DST boundaries by whole days", () => {
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", -1)).toBe("2026-03-28");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("keeps each real date once, oldest first, at most KEPT_DAYS of the newest", () => {
    expect(keptDays(["2026-11-02", "nonsense", "2026-11-01", "2026-11-02"])).toEqual([
      "2026-11-01",
      "2026-11-02",
    ]);
    const many = Array.from({ length: KEPT_DAYS + 30 }, (_, index) => addDays("2025-01-01", index));
    const kept = keptDays(many.toReversed());
    expect(kept).toHaveLength(KEPT_DAYS);
    expect(kept[0]).toBe(many[30]);
    expect(kept.at(-1)).toBe(many.at(-1));
  });
});

describe("streaks", () => {
  it("is zero for a visitor with no activity", () => {
    expect(streaks([], "2026-11-24")).toEqual({ current: 0, longest: 0, activeToday: false });
  });

  it("counts the days in a row up to today", () => {
    const days = ["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24"];
    expect(streaks(days, "2026-11-24")).toEqual({ current: 3, longest: 3, activeToday: true });
  });

  it("keeps yesterday's streak alive until a whole day is missed", () => {
    const days = ["2026-11-22", "2026-11-23"];
    expect(streaks(days, "2026-11-24").current).toBe(2);
    expect(streaks(days, "2026-11-24").activeToday).toBe(false);
    expect(streaks(days, "2026-11-25").current).toBe(0);
    expect(streaks(days, "2026-11-25").longest).toBe(2);
  });

  it("finds the longest run however the days are ordered or repeated", () => {
    const days = ["2026-10-03", "2026-10-01", "2026-10-02", "2026-10-02", "2026-10-10"];
    expect(streaks(days, "2026-11-24")).toEqual({ current: 0, longest: 3, activeToday: false });
  });

  it("runs across a DST change and a month end", () => {
    const days = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"];
    expect(streaks(days, "2026-11-02").current).toBe(4);
    const spring = ["2026-03-28", "2026-03-29", "2026-03-30"];
    expect(streaks(spring, "2026-03-30").current).toBe(3);
  });

  it("ignores a stored day that is not a date", () => {
    expect(streaks(["2026-11-24", "2026-11-23x"], "2026-11-24").current).toBe(1);
  });
});

describe("recentWeeks", () => {
  it("lays the last weeks out Monday to Sunday, today in the last row", () => {
    // 24 November 2026 is a Tuesday.
    const weeks = recentWeeks(["2026-11-24", "2026-10-05", "2026-09-01"], "2026-11-24");
    expect(weeks).toHaveLength(8);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]!.day).toBe("2026-10-05");
    expect(weeks[0]![0]!.active).toBe(true);
    const last = weeks[7]!;
    expect(last[0]!.day).toBe("2026-11-23");
    expect(last[1]).toEqual({ day: "2026-11-24", active: true, future: false });
    expect(last[2]!.future).toBe(true);
    expect(weeks.flat().filter((cell) => cell.active)).toHaveLength(2);
  });

  it("puts a Sunday in the last column", () => {
    const weeks = recentWeeks([], "2026-11-29", 1);
    expect(weeks[0]!.map((cell) => cell.day)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(weeks[0]!.some((cell) => cell.future)).toBe(false);
  });
});

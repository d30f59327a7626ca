import { describe, expect, it } from "vitest";
import { idText, MAX_ID, parseId } from "./ids.ts";

describe("the id rule", () => {
  it("reads plain decimal ids from 1 to the largest PostgreSQL integer", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("100")).toBe(100);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(idText.parse("42")).toBe(42);
  });

  it.each([
    "0",
    "007",
    "1e2",
    "+5",
    "-1",
    "1.0",
    " 1",
    "0x10",
    "2147483648",
    "99999999999",
    "",
    "abc",
  ])("refuses %j", (text) => {
    expect(parseId(text)).toBeNull();
    expect(idText.safeParse(text).success).toBe(false);
  });
});

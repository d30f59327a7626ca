import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mail-address.ts";

describe("mailtoHref", () => {
  it.each([
    "ada@example.com",
    "grace.hopper@navy.example.org",
    "first+tag@mail.example.co",
    "o'brien@example.ie",
    "x_y-z@sub-domain.example.com",
    "UPPER@Example.COM",
  ])("links the plain address %s", (address) => {
    expect(mailtoHref(address)).toBe(`mailto:${address}`);
  });

  it.each([
    ["a query that adds a Cc and a body", "a@b.co?cc=x%40evil.example&body=Click%20here"],
    ["a second header after &", "a@b.co&bcc=x@evil.example"],
    ["a percent-encoded character", "a%40b@example.com"],
    ["a second @", "a@b@example.com"],
    ["no @", "ada.example.com"],
    ["a space", "ada lovelace@example.com"],
    ["a leading space", " ada@example.com"],
    ["a comma (two recipients)", "ada@example.com,eve@evil.example"],
    ["angle brackets", "Ada <ada@example.com>"],
    ["a fragment", "ada#x@example.com"],
    ["a newline", "ada@example.com\nBcc: eve@evil.example"],
    ["a domain without a dot", "ada@localhost"],
    ["a numeric top-level domain", "ada@example.123"],
    ["a label starting with a hyphen", "ada@-example.com"],
    ["an empty label", "ada@example..com"],
    ["a dot at the start of the name", ".ada@example.com"],
    ["two dots in the name", "ada..l@example.com"],
    ["a scheme", "javascript:alert(1)//@example.com"],
    ["an over-long name", `${"a".repeat(65)}@example.com`],
    ["an empty string", ""],
  ])("shows %s as text", (_, value) => {
    expect(mailtoHref(value)).toBeNull();
  });
});

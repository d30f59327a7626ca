import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { REPORT_LIMITS } from "../../../shared/schemas/problem-report.ts";
import { EMPTY_FIELDS, type ReportFields, type ReportPlace, reportBody } from "./report-place.ts";
import { resolver } from "./report-validation.ts";

// The form's checks are the server's schema run over the body the form would send.

const LESSON: ReportPlace = {
  kind: "lesson",
  topicId: 7,
  topicTitle: "Attention",
  page: 3,
  pages: 5,
  pageTitle: "Queries and keys",
};
const QUESTION: ReportPlace = { kind: "question", testId: 4, question: "What is a token?" };

const OPTIONS: ResolverOptions<ReportFields> = { shouldUseNativeValidation: false, fields: {} };
const check = (place: ReportPlace, fields: Partial<ReportFields>) =>
  resolver({ ...EMPTY_FIELDS, ...fields }, place, OPTIONS);

describe("reportBody", () => {
  it("a lesson page's report names the topic and page and carries the quote", () => {
    expect(reportBody(LESSON, { ...EMPTY_FIELDS, reason: "typo", quote: "teh" })).toEqual({
      kind: "lesson",
      topicId: 7,
      page: 3,
      quote: "teh",
      reason: "typo",
      details: "",
      email: "",
      nickname: "",
    });
  });

  it("a question's report names the test and the question as shown, and has no quote", () => {
    const body = reportBody(QUESTION, { ...EMPTY_FIELDS, reason: "wrong-key", quote: "stray" });
    expect(body).toEqual({
      kind: "question",
      testId: 4,
      question: "What is a token?",
      reason: "wrong-key",
      details: "",
      email: "",
      nickname: "",
    });
  });
});

describe("the report form's resolver", () => {
  it("asks for a reason, in the schema's words", async () => {
    const result = await check(LESSON, {});
    expect(result.errors.reason?.message).toBe("Please choose what is wrong");
  });

  it("refuses a reason the kind does not offer", async () => {
    expect((await check(LESSON, { reason: "wrong-key" })).errors.reason).toBeDefined();
    expect((await check(QUESTION, { reason: "broken" })).errors.reason).toBeDefined();
  });

  it("refuses a bad email and over-long details at their fields", async () => {
    const result = await check(QUESTION, {
      reason: "unclear",
      email: "not an email",
      details: "d".repeat(REPORT_LIMITS.detailsMax + 1),
    });
    expect(result.errors.email?.message).toBe("Please enter a valid email address");
    expect(result.errors.details?.message).toBe(
      `Must be ${REPORT_LIMITS.detailsMax} characters or less`,
    );
  });

  it("gives the body to send: trimmed, empty optional fields as null", async () => {
    const result = await check(LESSON, {
      reason: "wrong",
      quote: "  The year was 1958.  ",
      details: "",
      email: " ada@example.org ",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      kind: "lesson",
      topicId: 7,
      page: 3,
      quote: "The year was 1958.",
      reason: "wrong",
      details: null,
      email: "ada@example.org",
      nickname: "",
    });
  });
});

import { describe, expect, it } from "vitest";
import { svgProblems } from "./svg-rules.ts";

const ok = (body: string, viewBox = "0 0 460 300") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;

describe("figure rules", () => {
  it("accepts a plain drawing with legible text", () => {
    expect(svgProblems(ok('<text font-size="16">Loss</text><use href="#a"/>'))).toEqual([]);
    expect(
      svgProblems(ok("<text style=\"font: 12px 'DejaVu Sans'\">x</text>", "0 0 345.6 230.4")),
    ).toEqual([]);
  });

  it("refuses anything that runs, loads or links, and text too small for a phone", () => {
    expect(svgProblems(ok("<script>alert(1)</script>"))).toContain("has a <script>");
    expect(svgProblems(ok('<rect onload="x()"/>'))).toContain("has an event attribute (onload=…)");
    expect(svgProblems(ok('<a href="https://evil.example">x</a>'))[0]).toMatch(/links to/);
    expect(svgProblems(ok('<image href="data:image/png;base64,AA"/>')).length).toBeGreaterThan(0);
    expect(svgProblems(ok('<rect style="fill:url(https://x.example/a)"/>'))[0]).toMatch(/url/);
    expect(svgProblems(ok('<text font-size="9">tiny</text>'))[0]).toMatch(/too small/);
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toContain(
      "has no viewBox on its <svg> root",
    );
    expect(svgProblems("<html></html>")).toEqual(["has no <svg> root"]);
  });
});

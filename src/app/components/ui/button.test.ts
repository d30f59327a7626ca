import { describe, expect, it } from "vitest";
import { buttonClass } from "./button.tsx";

describe("buttonClass", () => {
  it("gives a button the default padding and text size", () => {
    expect(buttonClass("secondary")).toBe("btn btn-secondary px-4 py-2 text-sm");
  });

  it("leaves out a default the caller sets itself, which would otherwise win by Tailwind's order", () => {
    expect(buttonClass("primary", "px-3")).toBe("btn btn-primary py-2 text-sm px-3");
    expect(buttonClass("primary", "min-h-11 px-3 py-1")).toBe(
      "btn btn-primary text-sm min-h-11 px-3 py-1",
    );
    expect(buttonClass("ghost", "px-6 text-base")).toBe("btn btn-ghost py-2 px-6 text-base");
  });

  it("keeps a default the caller only changes at a breakpoint, or a colour that is not a size", () => {
    expect(buttonClass("primary", "w-full sm:px-8 text-white")).toBe(
      "btn btn-primary px-4 py-2 text-sm w-full sm:px-8 text-white",
    );
  });
});

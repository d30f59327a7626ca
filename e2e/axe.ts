import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Lets running CSS transitions end. A button enabled a moment ago is still fading from its
 * disabled grey to its brand colour for 150 ms, and axe measuring half-way reports a contrast
 * no visitor sees for longer than a blink. Endless animations (spinners, skeletons) are left.
 */
export async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe finds nothing on the page as it is now, or only inside `include` (e.g. "dialog").
 * Legacy mode runs axe once inside the page; the default runs it per frame and then again in a
 * second page over the serialized results, which took 10-16 s instead of 3-6 s on the 200-card
 * lists here. The site has no frames, so nothing goes unchecked. Only violations are asked for,
 * since the thousands of passing nodes were serialized just to be thrown away.
 */
export async function expectNoAxeViolations(page: Page, label?: string, include?: string) {
  await settleTransitions(page);
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const result = await (include ? axe.include(include) : axe).analyze();
  expect(result.violations, label).toEqual([]);
}

/** axe finds nothing on the page, in the light and the dark theme. */
export async function expectAccessibleInBothThemes(page: Page, ready: () => Promise<void>) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await ready();
    await expectNoAxeViolations(page, colorScheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

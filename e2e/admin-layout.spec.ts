import type { Locator, Page } from "@playwright/test";
import { card, loginAsAdmin, openAdmin, unique } from "./admin-helpers.ts";
import { createTopic, PAGES } from "./admin-topics-helpers.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// What the admin screens share: a header that stays small on a phone, tab strips on one row,
// Topics and Tests laid out alike, and generation that is not the main action while no AI
// provider is configured (this server has none).

const PHONE = { width: 390, height: 844 };
/** The page header's actions, in the order they stand. */
const HEADER_ACTIONS = /^(Generate all missing|Add Category|Add Topic|Add Test)$/;
/** A card's Edit button, not the pencil of its time limit or passing score. */
const EDIT = /^Edit(?! (time limit|passing score))/;

const tops = (items: Locator) =>
  items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The card's action buttons in order, leaving out the inline number editors. */
const actionsOf = async (item: Locator) => {
  await expect(item.getByRole("button", { name: /^Delete/ })).toBeVisible();
  const texts = await item.getByRole("button").allTextContents();
  return texts.filter((text) => /^(Generate|Refresh|Edit|History|Delete)$/.test(text));
};

/** The look of a button that matters for "same style": colours, border and shape. */
const look = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderRadius,
      height: Math.round(element.getBoundingClientRect().height),
    };
  });

async function createTest(page: Page, title: string, withQuestions = false) {
  const response = await page.request.post("/api/tests", {
    data: {
      title,
      description: `${title}: made by the admin layout e2e spec.`,
      level: "beginner",
      category: "Machine Learning Basics",
      timeLimit: 30,
      passingScore: 70,
    },
  });
  expect(response.status()).toBe(201);
  const test = (await response.json()) as { id: number; title: string };
  if (withQuestions) {
    const questions = Array.from({ length: 10 }, (_, index) => ({
      question: `Layout question ${index + 1}?`,
      options: { A: "First", B: "Second", C: "Third", D: "Fourth" },
      correct_answer: (["A", "B", "C", "D"] as const)[index % 4],
      explanation: `Because of reason ${index + 1}.`,
    }));
    const patched = await page.request.patch(`/api/tests/${test.id}`, { data: { questions } });
    expect(patched.ok()).toBe(true);
  }
  return test;
}

test("on a phone the admin header is one compact row and the tab strips do not wrap", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.setViewportSize(PHONE);
  await openAdmin(page, "/admin/contact", "Contact Messages");

  const nav = page.getByRole("navigation", { name: "Admin" });
  // The admin bar: the full-width band around the Admin navigation.
  const bar = nav.locator("xpath=../..");
  const height = (await bar.boundingBox())!.height;
  expect(height, "the admin bar's height").toBeLessThanOrEqual(120);
  expect(new Set(await tops(nav.getByRole("link"))).size, "rows of admin links").toBe(1);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  // The page's title follows the bar closely.
  const barBox = (await bar.boundingBox())!;
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(title.y - (barBox.y + barBox.height)).toBeLessThanOrEqual(32);
  await expectNoHorizontalScroll(page);

  // A link scrolled out of the strip is still reachable.
  await nav.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Analytics" })).toBeInViewport();

  for (const [path, heading] of [
    ["/admin/contact", "Contact Messages"],
    ["/admin/sponsors", "Sponsor Management"],
  ] as const) {
    await openAdmin(page, path, heading);
    const tabs = page.getByRole("tab");
    await expect(tabs.first()).toBeVisible();
    expect(new Set(await tops(tabs)).size, `rows of tabs on ${path}`).toBe(1);
    await expectNoHorizontalScroll(page);
  }
});

test("Topics and Tests share their heading pattern, button order and Delete style", async ({
  page,
  adminApi,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Same layout topic") });
  await loginAsAdmin(page);
  const test = await createTest(page, unique("Same layout test"));
  try {
    await openAdmin(page, "/admin/topics", "Admin - Topics Management");
    const topicHeader = await page.getByRole("button", { name: HEADER_ACTIONS }).allTextContents();
    await page.getByRole("searchbox", { name: "Search topics" }).fill(topic.title);
    const topicCard = card(page, topic.title);
    const topicActions = await actionsOf(topicCard);
    const topicDelete = await look(topicCard.getByRole("button", { name: /^Delete/ }));
    await expect(page.getByText(/^\d+ topics? in total$/)).toBeVisible();

    await openAdmin(page, "/admin/tests", "Admin - Tests Management");
    const testHeader = await page.getByRole("button", { name: HEADER_ACTIONS }).allTextContents();
    await page.getByRole("searchbox", { name: "Search tests" }).fill(test.title);
    const testCard = card(page, test.title);
    const testActions = await actionsOf(testCard);
    const testDelete = await look(testCard.getByRole("button", { name: /^Delete/ }));
    await expect(page.getByText(/^\d+ tests? in total$/)).toBeVisible();

    expect(topicHeader).toEqual(["Generate all missing", "Add Category", "Add Topic"]);
    expect(testHeader).toEqual(["Generate all missing", "Add Category", "Add Test"]);
    // The card actions in one order: generation, Edit, (History), Delete last.
    expect(topicActions).toEqual(["Generate", "Edit", "Delete"]);
    expect(testActions).toEqual(["Generate", "Edit", "Delete"]);
    expect(testDelete).toEqual(topicDelete);
  } finally {
    await adminApi.delete(`/api/topics/${topic.id}`);
    await adminApi.delete(`/api/tests/${test.id}`);
  }
});

test("without an AI provider both screens say so plainly and generation is not the main action", async ({
  page,
  adminApi,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Unwritten topic") });
  const written = await createTopic(adminApi, { title: unique("Written topic"), pages: PAGES });
  await loginAsAdmin(page);
  const bare = await createTest(page, unique("Unwritten test"));
  const full = await createTest(page, unique("Written test"), true);
  try {
    for (const screen of [
      { path: "/admin/topics", heading: "Admin - Topics Management", noun: "topics" },
      { path: "/admin/tests", heading: "Admin - Tests Management", noun: "tests" },
    ]) {
      await openAdmin(page, screen.path, screen.heading);
      const notice = page.getByRole("note", { name: "AI provider not configured" });
      await expect(notice).toBeVisible();
      for (const variable of ["AI_PROVIDER", "AI_MODEL", "AI_API_KEY"]) {
        await expect(notice.getByText(variable, { exact: true }).first()).toBeVisible();
      }
      const primary = await background(page.getByRole("button", { name: /^Add (Topic|Test)$/ }));
      const [without, withContent] =
        screen.noun === "topics" ? [topic.title, written.title] : [bare.title, full.title];
      await page.getByRole("searchbox", { name: `Search ${screen.noun}` }).fill(without);
      const generate = card(page, without).getByRole("button", { name: "Generate", exact: true });
      const edit = card(page, without).getByRole("button", { name: EDIT });
      expect(await background(generate), `${screen.noun}: Generate is secondary`).toBe(
        await background(edit),
      );
      expect(await background(generate)).not.toBe(primary);

      // Content already there: the action is Refresh, never a Generate that would replace it.
      await page.getByRole("searchbox", { name: `Search ${screen.noun}` }).fill(withContent);
      const item = card(page, withContent);
      await expect(item.getByRole("button", { name: "Refresh", exact: true })).toBeVisible();
      await expect(item.getByRole("button", { name: "Generate", exact: true })).toHaveCount(0);
      expect(await background(item.getByRole("button", { name: "Refresh", exact: true }))).toBe(
        await background(item.getByRole("button", { name: EDIT })),
      );
    }
  } finally {
    for (const id of [topic.id, written.id]) await adminApi.delete(`/api/topics/${id}`);
    for (const id of [bare.id, full.id]) await adminApi.delete(`/api/tests/${id}`);
  }
});

test("the generate dialogs keep their buttons on screen at 1280×800 and 390×844", async ({
  page,
  adminApi,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Dialog topic") });
  await loginAsAdmin(page);
  const quiz = await createTest(page, unique("Dialog test"));
  try {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      for (const screen of [
        {
          path: "/admin/topics",
          noun: "topics",
          title: topic.title,
          dialog: "Generate AI Content",
          submit: "Generate Content",
        },
        {
          path: "/admin/tests",
          noun: "tests",
          title: quiz.title,
          dialog: "Generate AI Quiz Content",
          submit: "Generate Quiz",
        },
      ]) {
        await page.goto(screen.path);
        await page.getByRole("searchbox", { name: `Search ${screen.noun}` }).fill(screen.title);
        await card(page, screen.title)
          .getByRole("button", { name: "Generate", exact: true })
          .click();
        const dialog = page.getByRole("dialog", { name: screen.dialog });
        await expect(dialog.getByLabel("AI prompt")).toBeVisible();
        for (const name of ["Cancel", screen.submit]) {
          const button = dialog.getByRole("button", { name, exact: true });
          const box = (await button.boundingBox())!;
          const where = `${screen.dialog} at ${viewport.width}: ${name}`;
          expect(box.y, where).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
          // Nothing covers it: the point at its centre is the button.
          const hit = await button.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            const found = document.elementFromPoint(
              rect.x + rect.width / 2,
              rect.y + rect.height / 2,
            );
            return found === element || element.contains(found);
          });
          expect(hit, where).toBe(true);
        }
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await expect(dialog).toBeHidden();
      }
    }
  } finally {
    await adminApi.delete(`/api/topics/${topic.id}`);
    await adminApi.delete(`/api/tests/${quiz.id}`);
  }
});

import type { APIRequestContext, Page } from "@playwright/test";
import { card, listOf, loginAsAdmin, openAdmin, toast, unique } from "./admin-helpers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

const HEADING = "Admin - Tests Management";
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

interface Summary {
  id: number;
  title: string;
  category: string;
  level: string;
  timeLimit: number;
  passingScore: number;
  isActive: boolean;
  questionCount: number;
}

interface Question {
  question: string;
  options: Record<"A" | "B" | "C" | "D", string>;
  correct_answer: "A" | "B" | "C" | "D";
  explanation: string;
}

/** Ten questions whose correct answers run A, B, C, D, A, B, ... */
function questions(count = 10): Question[] {
  return Array.from({ length: count }, (_, index) => ({
    question: `Question number ${index + 1}?`,
    options: { A: "First", B: "Second", C: "Third", D: "Fourth" },
    correct_answer: (["A", "B", "C", "D"] as const)[index % 4]!,
    explanation: `Because of reason ${index + 1}.`,
  }));
}

/** A test made through the API for one test, removed by `drop` afterwards. */
async function createTest(
  api: APIRequestContext,
  title: string,
  extra: { level?: string; category?: string; questions?: Question[] } = {},
): Promise<Summary> {
  const response = await api.post("/api/tests", {
    data: {
      title,
      description: `${title}: made by the admin tests e2e spec.`,
      level: extra.level ?? "intermediate",
      category: extra.category ?? "Machine Learning Basics",
      timeLimit: 30,
      passingScore: 70,
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as Summary;
  if (extra.questions) {
    const patched = await api.patch(`/api/tests/${created.id}`, {
      data: { questions: extra.questions },
    });
    expect(patched.ok()).toBe(true);
  }
  return created;
}

async function drop(api: APIRequestContext, ...ids: number[]) {
  for (const id of ids) await api.delete(`/api/tests/${id}`);
}

async function testByTitle(api: APIRequestContext, title: string) {
  return (await listOf<Summary>(api, "/api/tests")).find((test) => test.title === title);
}

async function open(page: Page) {
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/tests", HEADING);
}

test("lists every test with its count, searches and filters, and says when nothing matches", async ({
  page,
  adminApi,
}) => {
  const category = unique("E2E Filter Category");
  const mine = await createTest(adminApi, unique("E2E Filter Test"), {
    level: "advanced",
    category,
  });
  try {
    const all = await listOf<Summary>(adminApi, "/api/tests");
    await open(page);
    await expect(page.getByText(`${plural(all.length, "test")} in total`)).toBeVisible();
    await expect(
      page.getByText(`Showing ${all.length} of ${plural(all.length, "test")}`),
    ).toBeVisible();
    // A page at a time, newest first (ADR 019): the one just made is on the first.
    await expect(page.getByRole("article")).toHaveCount(Math.min(all.length, 50));

    const item = card(page, mine.title);
    await expect(item.getByText(`ID ${mine.id}`)).toBeVisible();
    await expect(item.getByText("Advanced")).toBeVisible();
    await expect(item.getByText("No quiz")).toBeVisible();
    await expect(item.getByText(category)).toBeVisible();
    await expect(item.getByRole("link", { name: "View Public" })).toHaveAttribute("href", "/tests");
    const seeded = all.find((test) => test.questionCount > 0)!;
    const search = page.getByRole("searchbox", { name: "Search tests" });
    await search.fill(seeded.title);
    await expect(card(page, seeded.title).getByText("Generated", { exact: true })).toBeVisible();
    await expect(
      card(page, seeded.title).getByText(plural(seeded.questionCount, "question")),
    ).toBeVisible();
    await search.fill("");

    await expect(search).toHaveAttribute("placeholder", "Search tests...");
    await search.fill(mine.title.toUpperCase());
    await expect(page.getByText(`Showing 1 of ${plural(all.length, "test")}`)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await search.fill("");

    const categoryFilter = page.getByRole("combobox", { name: "Category" });
    await expect(categoryFilter.locator("option").first()).toHaveText("All Categories");
    await categoryFilter.selectOption(category);
    await expect(page.getByRole("article")).toHaveCount(1);
    await categoryFilter.selectOption("");

    const levelFilter = page.getByRole("combobox", { name: "Level" });
    await expect(levelFilter.locator("option")).toHaveText([
      "All Levels",
      "beginner",
      "intermediate",
      "advanced",
    ]);
    await levelFilter.selectOption("advanced");
    const advanced = all.filter((test) => test.level === "advanced").length;
    await expect(
      page.getByText(`Showing ${advanced} of ${plural(all.length, "test")}`),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(Math.min(advanced, 50));
    await levelFilter.selectOption("");

    await search.fill("no test is called this");
    await expect(page.getByRole("heading", { name: "No tests found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search criteria or create a new test."),
    ).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${plural(all.length, "test")}`)).toBeVisible();
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("the screen holds at 360 px, with a number being edited too, and passes axe in both themes", async ({
  page,
  adminApi,
  shot,
}) => {
  // Two reloads, two full-page shots and axe twice over every card of the catalog's tests.
  test.setTimeout(60_000);
  const mine = await createTest(adminApi, unique("E2E Layout Test"), { level: "beginner" });
  try {
    await open(page);
    await shot("admin-tests");
    await page.setViewportSize({ width: 360, height: 800 });
    await card(page, mine.title)
      .getByRole("button", { name: /Edit passing score/ })
      .click();
    await expect(
      card(page, mine.title).getByRole("button", { name: "Save passing score" }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(card(page, mine.title)).toBeVisible();
    await shot("admin-tests-dark");

    await expectAccessibleInBothThemes(page, async () => {
      await expect(card(page, mine.title)).toBeVisible();
    });
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("Add Test is enabled only when complete and falls back to 30 minutes and 70%", async ({
  page,
  adminApi,
}) => {
  const title = unique("E2E Added Test");
  await open(page);
  await page.getByRole("button", { name: "Add Test" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Test" });
  const create = dialog.getByRole("button", { name: "Create Test" });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Made by the e2e spec through the Add Test dialog.");
  await expect(create).toBeDisabled();
  await expect(dialog.getByLabel("Level").locator("option")).toHaveText([
    "Beginner",
    "Intermediate",
    "Advanced",
  ]);
  await dialog.getByLabel("Level").selectOption("advanced");
  await expect(dialog.getByLabel("Time limit (minutes)")).toHaveAttribute("placeholder", "30");
  await expect(dialog.getByLabel("Passing score (%)")).toHaveAttribute("placeholder", "70");
  await dialog.getByLabel("Time limit (minutes)").fill("abc");
  await dialog.getByLabel("Passing score (%)").fill("abc");
  await dialog.getByLabel("Category").selectOption("Machine Learning Basics");
  await expect(create).toBeEnabled();
  await dialog.getByLabel("Title").fill("   ");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Title").fill(title);
  await create.click();
  await expect(toast(page, "Test Created")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();

  const saved = await testByTitle(adminApi, title);
  try {
    expect(saved).toMatchObject({
      level: "advanced",
      category: "Machine Learning Basics",
      timeLimit: 30,
      passingScore: 70,
    });
  } finally {
    if (saved) await drop(adminApi, saved.id);
  }
});

test("Add Category hands a new name to Add Test, which creates the category", async ({
  page,
  adminApi,
  shot,
}) => {
  const category = unique("E2E New Category");
  const title = unique("E2E Category Test");
  const existing = await listOf<{ name: string }>(adminApi, "/api/categories");
  await open(page);
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await expect(
    dialog.getByText("Categories are created automatically when a test with a new category name"),
  ).toBeVisible();
  await expect(dialog.getByText(existing[0]!.name, { exact: true })).toBeVisible();
  const next = dialog.getByRole("button", { name: "Create Test with This Category" });
  await expect(next).toBeDisabled();
  await dialog.getByLabel("Category name").fill(category);
  await shot("admin-tests-add-category");
  await next.click();

  const add = page.getByRole("dialog", { name: "Add Test" });
  await expect(add.getByLabel("Category")).toHaveValue(category);
  await add.getByLabel("Title").fill(title);
  await add.getByLabel("Description").fill("The first test of a new category.");
  await add.getByRole("button", { name: "Create Test" }).click();
  await expect(toast(page, "Test Created")).toBeVisible();

  const saved = await testByTitle(adminApi, title);
  try {
    expect(saved?.category).toBe(category);
    const categories = await listOf<{ name: string }>(adminApi, "/api/categories");
    expect(categories.map((item) => item.name)).toContain(category);
    await expect(
      page.getByRole("combobox", { name: "Category" }).locator("option", { hasText: category }),
    ).toHaveCount(1);
  } finally {
    if (saved) await drop(adminApi, saved.id);
  }
});

test("the time limit and passing score edit in place: Enter saves, Escape cancels, bad values are refused", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  // The server refuses a passing score over 100 with a 400, which the browser logs.
  expectedConsole.push(/status of 400/);
  const mine = await createTest(adminApi, unique("E2E Inline Test"));
  try {
    await open(page);
    const item = card(page, mine.title);

    await item.getByRole("button", { name: "Edit time limit: 30 minutes" }).click();
    const input = item.getByRole("spinbutton", { name: "Time limit (minutes)" });
    await expect(input).toBeFocused();
    await input.fill("45");
    await input.press("Enter");
    await expect(toast(page, "Test updated successfully")).toBeVisible();
    await expect(item.getByRole("button", { name: "Edit time limit: 45 minutes" })).toBeFocused();
    expect((await testByTitle(adminApi, mine.title))?.timeLimit).toBe(45);

    await item.getByRole("button", { name: /Edit time limit/ }).click();
    await input.fill("99");
    await input.press("Escape");
    await expect(input).toBeHidden();
    await expect(item.getByRole("button", { name: "Edit time limit: 45 minutes" })).toBeVisible();
    expect((await testByTitle(adminApi, mine.title))?.timeLimit).toBe(45);

    await item.getByRole("button", { name: /Edit time limit/ }).click();
    await input.fill("0");
    await item.getByRole("button", { name: "Save time limit" }).click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Please enter a valid positive number");
    await item.getByRole("button", { name: "Cancel editing time limit" }).click();
    await expect(input).toBeHidden();

    await item.getByRole("button", { name: "Edit passing score: 70%" }).click();
    const score = item.getByRole("spinbutton", { name: "Passing score (%)" });
    await score.fill("150");
    await score.press("Enter");
    await expect(toast(page, "Update failed")).toContainText("Passing score must be 100 or less");
    await expect(score).toHaveValue("150");
    await score.fill("80");
    await item.getByRole("button", { name: "Save passing score" }).click();
    await expect(item.getByRole("button", { name: "Edit passing score: 80%" })).toBeVisible();
    expect((await testByTitle(adminApi, mine.title))?.passingScore).toBe(80);
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("a bad number marks its field and keeps the card and the focus where they are", async ({
  page,
  adminApi,
}) => {
  const mine = await createTest(adminApi, unique("E2E Invalid Number"));
  try {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await open(page);
      await page.getByRole("searchbox", { name: "Search tests" }).fill(mine.title);
      // Measured once the search has left this card alone: before, a taller card in its row
      // stretches it (427.5 against 479.5 px at 1280 in a busy run).
      await expect(page.getByText(/^Showing 1 of \d+ tests?$/)).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(1);
      const item = card(page, mine.title);
      /** The card's box on the page (not the viewport, which scrolls to what is clicked). */
      const box = () =>
        item.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
        });
      const viewing = await box();
      await item.getByRole("button", { name: "Edit time limit: 30 minutes" }).click();
      const input = item.getByRole("spinbutton", { name: "Time limit (minutes)" });
      await expect(input).toBeFocused();
      const editing = await box();
      expect(editing, `opening the editor at ${viewport.width}`).toEqual(viewing);

      await input.fill("-5");
      await input.press("Enter");
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription("Please enter a valid positive number");
      await expect(item.getByText("Please enter a valid positive number")).toBeVisible();
      await expect(input).toBeFocused();
      await expect(input).toHaveValue("-5");
      expect(await box(), `the message at ${viewport.width}`).toEqual(viewing);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

      // Typing again clears the mark; a good number saves.
      await input.fill("25");
      await expect(input).toHaveAttribute("aria-invalid", "false");
      await input.press("Enter");
      await expect(toast(page, "Test updated successfully")).toBeVisible();
      await expect(item.getByRole("button", { name: "Edit time limit: 25 minutes" })).toBeFocused();
      await adminApi.patch(`/api/tests/${mine.id}/update`, { data: { timeLimit: 30 } });
    }
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("without an AI provider the generate dialog explains the setup and offers no button", async ({
  page,
  adminApi,
  shot,
}) => {
  const mine = await createTest(adminApi, unique("E2E Generate Test"));
  try {
    await open(page);
    await card(page, mine.title).getByRole("button", { name: "Generate", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Generate AI Quiz Content" });
    await expect(dialog.getByText(mine.title)).toBeVisible();
    await expect(dialog.getByText("30 minutes")).toBeVisible();
    const notice = dialog.getByRole("note", { name: "AI provider not configured" });
    await expect(notice).toBeVisible();
    for (const text of ["AI_PROVIDER", "AI_MODEL", "AI_API_KEY", "AI_BASE_URL", "anthropic"]) {
      await expect(notice.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(dialog.getByLabel("AI prompt")).toHaveValue(/10-15 multiple-choice questions/);
    await expect(
      dialog.getByText("The test's title and category are inserted automatically."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Generate Quiz" })).toBeDisabled();
    await shot("admin-tests-generate");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await expectAccessibleInBothThemes(page, async () => {
      await card(page, mine.title).getByRole("button", { name: "Generate", exact: true }).click();
      await expect(dialog.getByRole("note", { name: "AI provider not configured" })).toBeVisible();
    });
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("with an AI provider, Generate Quiz starts a job, the card shows Generating... and the end is announced", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  // This server has no provider: the status is faked, the first start really answers 503, and
  // the job after it is played by routes (admin-generation.spec.ts runs real jobs).
  expectedConsole.push(/status of 503/);
  await page.route("**/api/settings", (route) =>
    route.fulfill({
      json: {
        siteName: "Learn AI",
        ownerName: "Owner",
        companyName: null,
        donationUrl: null,
        ai: { configured: true, provider: "openai", model: "test-model" },
      },
    }),
  );
  const mine = await createTest(adminApi, unique("E2E Generated Test"));
  try {
    await open(page);
    const item = card(page, mine.title);
    await item.getByRole("button", { name: "Generate", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Generate AI Quiz Content" });
    const prompt = dialog.getByLabel("AI prompt");
    const submit = dialog.getByRole("button", { name: "Generate Quiz" });
    await expect(submit).toBeEnabled();
    await prompt.fill("   ");
    await expect(submit).toBeDisabled();
    await prompt.fill("Ask about gradient descent.");
    await submit.click();
    await expect(toast(page, "Generation Failed")).toContainText("AI provider not configured");
    await expect(dialog).toBeVisible();

    const jobId = 987_654;
    let ended = false;
    const job = () => ({
      id: jobId,
      kind: "test",
      action: "generate",
      targetId: mine.id,
      targetTitle: mine.title,
      status: ended ? "succeeded" : "running",
      progress: ended ? 100 : 40,
      phase: ended ? "Done" : "Writing (attempt 1 of 2)",
      error: null,
      resultCount: ended ? 12 : null,
      batchId: null,
      createdAt: new Date().toISOString(),
      startedAt: new Date().toISOString(),
      finishedAt: ended ? new Date().toISOString() : null,
    });
    await page.route(`**/api/tests/${mine.id}/generate`, (route) =>
      route.fulfill({ status: 202, json: { jobId } }),
    );
    await page.route(/\/api\/generation-jobs(\/\d+|\?kind=test&active=true)$/, (route) =>
      route.fulfill({
        json: route.request().url().includes("?") ? { jobs: ended ? [] : [job()] } : job(),
      }),
    );
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(item.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(item.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    await expect(item.getByText("Writing (attempt 1 of 2)")).toBeVisible();
    ended = true;
    await expect(toast(page, "Success!")).toContainText("Generated 12 questions for the test.");
    await expect(item.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
    await expect(item.getByRole("progressbar")).toHaveCount(0);
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("the owner edits a question by hand; a bad edit shows its error and keeps every change", async ({
  page,
  adminApi,
  shot,
}) => {
  // Two axe audits in both themes, a reload and two photographs before the edits: on a busy
  // machine this took 35 s against the 30 s default.
  test.slow();
  const mine = await createTest(adminApi, unique("E2E Edit Test"), { questions: questions() });
  try {
    await open(page);
    await card(page, mine.title)
      .getByRole("button", { name: `Edit ${mine.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit Test: ${mine.title}` });
    await expect(dialog.getByRole("heading", { name: "Questions (10)" })).toBeVisible();
    await expect(dialog.getByText("Answers: A 3 · B 3 · C 2 · D 2")).toBeVisible();
    await shot("admin-tests-edit");
    await expectAccessibleInBothThemes(page, async () => {
      await card(page, mine.title)
        .getByRole("button", { name: `Edit ${mine.title}` })
        .click();
      await expect(dialog.getByLabel("Question 10 text")).toBeVisible();
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await card(page, mine.title)
      .getByRole("button", { name: `Edit ${mine.title}` })
      .click();
    await expect(dialog.getByLabel("Question 10 text")).toBeVisible();
    await shot("admin-tests-edit-dark");
    await page.emulateMedia({ colorScheme: "light" });

    await dialog.getByLabel("Question 1 text").fill("Which letter is right now?");
    await dialog.getByLabel("Correct answer").first().selectOption("D");
    await expect(dialog.getByText("Answers: A 2 · B 3 · C 2 · D 3")).toBeVisible();
    await dialog.getByRole("group", { name: "Question 2" }).getByLabel("Option B").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Every option needs text")).toBeVisible();
    await expect(dialog.getByRole("alert")).toContainText("1 field to fix before saving");
    await expect(dialog.getByLabel("Question 1 text")).toHaveValue("Which letter is right now?");
    await expect(dialog.getByLabel("Correct answer").first()).toHaveValue("D");

    await dialog.getByRole("group", { name: "Question 2" }).getByLabel("Option B").fill("Second");
    await dialog.getByRole("button", { name: "Add Question" }).click();
    await expect(dialog.getByRole("heading", { name: "Questions (11)" })).toBeVisible();
    await dialog.getByRole("button", { name: "Remove question 11" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Test updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const content = (await (await adminApi.get(`/api/tests/${mine.id}/content`)).json()) as {
      questions: Question[];
    };
    expect(content.questions).toHaveLength(10);
    expect(content.questions[0]).toMatchObject({
      question: "Which letter is right now?",
      correct_answer: "D",
    });
    expect(content.questions[1]?.options.B).toBe("Second");
  } finally {
    await drop(adminApi, mine.id);
  }
});

test("Delete asks first; Cancel keeps the test, Delete Test removes it", async ({
  page,
  adminApi,
}) => {
  const mine = await createTest(adminApi, unique("E2E Delete Test"));
  try {
    await open(page);
    await card(page, mine.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete Test" });
    await expect(dialog).toContainText(`"${mine.title}" will be deleted`);
    await expect(dialog).toContainText("This action cannot be undone.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, mine.title)).toBeVisible();
    expect(await testByTitle(adminApi, mine.title)).toBeDefined();

    await card(page, mine.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await dialog.getByRole("button", { name: "Delete Test" }).click();
    await expect(toast(page, "Test Deleted")).toBeVisible();
    await expect(card(page, mine.title)).toHaveCount(0);
    expect(await testByTitle(adminApi, mine.title)).toBeUndefined();
  } finally {
    await drop(adminApi, mine.id);
  }
});

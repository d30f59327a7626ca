import { readFileSync } from "node:fs";
import { expectAccessibleInBothThemes, expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import {
  catalog,
  freshBrowser,
  importFile,
  openProgress,
  readQrCode,
  seedProgress,
  shoot,
  stored,
} from "./progress-helpers.ts";
import { answerWithMouse, openAndStart, playableTest } from "./quiz-helpers.ts";

// /progress (issue 18): what this browser holds about the visitor's learning, and carrying it to
// another browser by file or by a link whose data stays in the fragment.

const region = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name });

test("reading pages and finishing a test show on /progress, with the streak and categories", async ({
  page,
}) => {
  const { topics } = await catalog(page);
  const topic = topics.find((candidate) => candidate.pageCount >= 3)!;
  await page.goto(`/topic/${topic.id}`);
  await waitForHydration(page);
  await page.goto(`/topic/${topic.id}?page=2`);
  await waitForHydration(page);
  await expect(page.getByText(`2 of ${topic.pageCount} pages`)).toBeVisible();

  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await answerWithMouse(page, quiz, (correct) => correct);
  await expect(page.getByText("100%", { exact: true })).toBeVisible();

  await openProgress(page);
  const reading = region(page, "What you have read");
  await expect(reading.getByRole("link", { name: topic.title })).toHaveAttribute(
    "href",
    `/topic/${topic.id}?page=2`,
  );
  await expect(reading.getByText(`Page 2 of ${topic.pageCount}`)).toBeVisible();
  const bar = reading.getByRole("progressbar", { name: `Page 2 of ${topic.pageCount}` });
  await expect(bar).toHaveAttribute("aria-valuenow", "2");
  await expect(reading.getByText(/^Finished/)).toHaveCount(0);
  await expect(reading.getByText(/Last read \w{3} \d+, \d{4}/)).toBeVisible();

  const scores = region(page, "Your test scores");
  await expect(scores.getByRole("link", { name: quiz.title })).toHaveAttribute(
    "href",
    `/test/${quiz.id}`,
  );
  await expect(scores.getByText("Passed")).toBeVisible();
  await expect(scores.getByText(/Best 100% · last 100% · 1 attempt ·/)).toBeVisible();

  const streak = region(page, "Your streak");
  await expect(streak.getByRole("definition").first()).toHaveText("1 day");
  await expect(streak.getByText("You have learned today")).toBeVisible();
  const calendar = streak.getByRole("table", { name: /Last 8 weeks: active on 1 of/ });
  await expect(calendar.getByText(/, today: active$/)).toHaveCount(1);

  const categories = region(page, "Categories");
  const topicCategory = categories.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: topic.category, exact: true }),
  });
  await expect(topicCategory).toContainText(/0 of \d+ topics? read/);
  const quizCategory = (await (await page.request.get(`/api/tests/${quiz.id}/content`)).json())
    .category as string;
  await expect(
    categories
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: quizCategory, exact: true }) }),
  ).toContainText(/1 of \d+ tests? passed/);
});

test("the server sends one shell for everyone, and a new visitor is pointed to topics and tests", async ({
  page,
}) => {
  const html = await (await page.request.get("/progress")).text();
  expect(html).toContain("Reading your progress from this browser…");
  expect(html).toContain("nothing here is sent to our server");
  expect(html).toContain('name="robots" content="noindex"');

  await openProgress(page);
  const empty = region(page, "Nothing here yet");
  await expect(empty.getByRole("link", { name: "Start Learning" })).toHaveAttribute(
    "href",
    "/topics",
  );
  await expect(empty.getByRole("link", { name: "Take a Test" })).toHaveAttribute("href", "/tests");
  await expect(page.getByRole("button", { name: "Export progress" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Send to your phone" })).toBeDisabled();
  // A new visitor may be here to bring progress in.
  await expect(page.getByRole("button", { name: "Import from a file" })).toBeEnabled();

  // The footer and the home page's continue area lead here.
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Your Progress" })
    .click();
  await expect(page).toHaveURL(/\/progress$/);
});

test("export downloads a file that a fresh browser imports and merges, once", async ({
  page,
  browser,
  baseURL,
}) => {
  const { topics, tests } = await catalog(page);
  await page.goto("/progress");
  await seedProgress(page, {
    finished: [topics[0]!],
    started: [topics[1]!],
    tests: [tests[0]!],
    days: 3,
  });
  await openProgress(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export progress" }).click(),
  ]);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  expect(download.suggestedFilename()).toBe(`learn-ai-progress-${today}.json`);
  await expect(page.getByText(`Saved learn-ai-progress-${today}.json.`)).toBeVisible();
  const buffer = readFileSync(await download.path());
  const file = JSON.parse(buffer.toString("utf8"));
  expect(file).toMatchObject({ app: "learn-ai", format: 1, stores: { progress: { version: 1 } } });
  expect(Object.keys(file.stores.progress.data.topics).sort()).toEqual(
    [String(topics[0]!.id), String(topics[1]!.id)].sort(),
  );

  const other = await freshBrowser(browser, baseURL!);
  // The other browser has read a topic of its own, and taken the same test once.
  await other.page.goto("/progress");
  await seedProgress(other.page, {
    finished: [],
    started: [topics[2]!],
    tests: [tests[0]!],
    days: 1,
  });
  await other.page.evaluate(() => {
    const progress = JSON.parse(localStorage.getItem("learn-ai:progress:v1")!);
    progress.browser = "phone";
    for (const test of Object.values(progress.tests) as Array<Record<string, unknown>>) {
      test.attemptsBy = { phone: 1 };
      test.attempts = 1;
    }
    localStorage.setItem("learn-ai:progress:v1", JSON.stringify(progress));
  });
  await openProgress(other.page);
  const upload = { name: download.suggestedFilename(), mimeType: "application/json", buffer };
  await importFile(other.page, upload);
  await expect(
    other.page.getByText(
      new RegExp(
        `^Imported ${download.suggestedFilename()}: 2 topics and \\d+ days of activity added; 1 test updated\\.$`,
      ),
    ),
  ).toBeVisible();
  const reading = region(other.page, "What you have read");
  for (const topic of topics.slice(0, 3)) {
    await expect(reading.getByRole("link", { name: topic.title })).toBeVisible();
  }
  // Two attempts here from the laptop, one from the phone.
  await expect(region(other.page, "Your test scores").getByText(/3 attempts/)).toBeVisible();

  // The same file again adds nothing and counts no attempt twice.
  await importFile(other.page, upload);
  await expect(
    other.page.getByText(/: Nothing new: this browser already had all of it\.$/),
  ).toBeVisible();
  await expect(region(other.page, "Your test scores").getByText(/3 attempts/)).toBeVisible();
  expect(other.problems).toEqual([]);
  await other.context.close();
});

test("a file that is not a progress export shows why and changes nothing", async ({ page }) => {
  const { topics } = await catalog(page);
  await page.goto("/progress");
  await seedProgress(page, { finished: [topics[0]!], started: [], tests: [], days: 1 });
  await openProgress(page);
  const before = await stored(page);
  const cases: Array<[string, Buffer, RegExp]> = [
    ["notes.json", Buffer.from("hello, world"), /notes\.json: .*not JSON\. Nothing was changed\./],
    [
      "other.json",
      Buffer.from(JSON.stringify({ app: "other-site", format: 1, stores: {} })),
      /other\.json: This file was not exported from this site's progress page\. Nothing was changed\./,
    ],
    [
      "newer.json",
      Buffer.from(
        JSON.stringify({
          app: "learn-ai",
          format: 9,
          exportedAt: new Date().toISOString(),
          stores: {},
        }),
      ),
      /newer\.json: This export was made by a newer version of this site/,
    ],
    [
      "damaged.json",
      Buffer.from(
        JSON.stringify({
          app: "learn-ai",
          format: 1,
          exportedAt: new Date().toISOString(),
          stores: {
            progress: { version: 1, data: { topics: { 1: { title: 5 } }, tests: {}, days: [] } },
          },
        }),
      ),
      /damaged\.json: The progress in this export is damaged/,
    ],
    ["huge.json", Buffer.alloc(2 * 1024 * 1024 + 1, 32), /huge\.json is larger than 2 MB/],
  ];
  for (const [name, buffer, message] of cases) {
    await importFile(page, { name, mimeType: "application/json", buffer });
    await expect(page.getByRole("alert")).toHaveText(message);
    expect(await stored(page), name).toBe(before);
  }
});

test("a transfer link moves progress to a second browser, which asks before merging", async ({
  page,
  browser,
  baseURL,
}) => {
  const { topics, tests } = await catalog(page);
  await page.goto("/progress");
  await seedProgress(page, { finished: [topics[0]!], started: [], tests: [tests[0]!], days: 2 });
  await openProgress(page);
  await page.getByRole("button", { name: "Send to your phone" }).click();
  const dialog = page.getByRole("dialog", { name: "Send your progress to your phone" });
  await expect(
    dialog.getByText(/Browsers never send that part of an address to any server/),
  ).toBeVisible();
  const field = dialog.getByRole("textbox", { name: "Or copy the link" });
  const url = await field.inputValue();
  expect(url.startsWith(`${baseURL}/progress#import=`)).toBe(true);
  await expect(dialog.getByRole("img", { name: "QR code of the transfer link" })).toBeVisible();
  expect(await readQrCode(page), "the QR code holds the link").toBe(url);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByText(/^Link copied\./)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  const phone = await freshBrowser(browser, baseURL!);
  const requested: string[] = [];
  phone.page.on("request", (request) => requested.push(request.url()));
  // Declining first: nothing merges, and the address loses the fragment.
  await phone.page.goto(url);
  const ask = phone.page.getByRole("dialog", { name: "Merge into this browser's progress?" });
  await expect(ask).toContainText(
    /This link holds progress for 1 topic, 1 test and 2 days of activity, exported on/,
  );
  await ask.getByRole("button", { name: "Don't merge" }).click();
  await expect(phone.page.getByText("Nothing was merged. The link was not kept.")).toBeVisible();
  expect(phone.page.url()).toBe(`${baseURL}/progress`);
  expect(await stored(phone.page)).toBeNull();

  await phone.page.goto(url);
  await ask.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(
    phone.page.getByText("Merged: 1 topic, 1 test and 2 days of activity added."),
  ).toBeVisible();
  expect(phone.page.url()).toBe(`${baseURL}/progress`);
  await expect(
    region(phone.page, "What you have read").getByRole("link", { name: topics[0]!.title }),
  ).toBeVisible();
  await phone.page.reload();
  await waitForHydration(phone.page);
  await expect(ask).toBeHidden();
  // The progress never went to the server: no request carried the fragment's data.
  const data = url.split("#import=")[1]!;
  expect(requested.filter((address) => address.includes(data.slice(0, 40)))).toEqual([]);
  expect(phone.problems).toEqual([]);
  await phone.context.close();
});

test("progress too large for one QR code is offered as a link and a file instead", async ({
  page,
}) => {
  await page.goto("/progress");
  // Titles that barely compress: 150 topics pass the 2,953 characters a code holds.
  const topics = Array.from({ length: 150 }, (_, index) => ({
    id: 10_000 + index,
    title: `${Math.random().toString(36).slice(2)} ${Math.random().toString(36).slice(2)}`,
    category: "None",
    pageCount: 5,
  }));
  await seedProgress(page, { finished: [], started: topics, tests: [], days: 1 });
  await openProgress(page);
  await page.getByRole("button", { name: "Send to your phone" }).click();
  const dialog = page.getByRole("dialog", { name: "Send your progress to your phone" });
  await expect(
    dialog.getByText(/too much for one QR code: a code holds at most 2,953/),
  ).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveCount(0);
  const url = await dialog.getByRole("textbox", { name: "Or copy the link" }).inputValue();
  expect(url.length).toBeGreaterThan(2953);
  expect(url).toContain("/progress#import=");
});

test("a damaged transfer link says so, changes nothing and leaves the address", async ({
  page,
  baseURL,
}) => {
  await page.goto("/progress#import=not-a-real-link");
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText(
    "This transfer link is incomplete or damaged: copy the whole link again. Nothing was changed.",
  );
  expect(page.url()).toBe(`${baseURL}/progress`);
  expect(await stored(page)).toBeNull();
});

test("Keep my progress safe asks the browser and shows its answer, no or yes", async ({
  page,
  baseURL,
}) => {
  await openProgress(page);
  const keep = page.getByRole("button", { name: "Keep my progress safe" });
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);
  await expect(page.getByText(/Your browser may delete this site's storage/)).toBeVisible();
  // A site the visitor has not bookmarked or installed: Chromium says no.
  await keep.click();
  await expect(page.getByText(/^Your browser said no\./)).toBeVisible();
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);

  // Chromium says yes to a site holding the durable-storage permission (as a bookmarked one).
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.grantPermissions", {
    origin: baseURL!,
    permissions: ["durableStorage"],
    browserContextId: targetInfo.browserContextId!,
  });
  await keep.click();
  await expect(page.getByText(/^Your progress is kept safe/)).toBeVisible();
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(true);
  await expect(keep).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Your progress is kept safe/)).toBeVisible();
});

test("Clear my progress on the privacy page clears activity days too", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() =>
    localStorage.setItem(
      "learn-ai:progress:v1",
      JSON.stringify({ topics: {}, tests: {}, days: ["2026-11-23", "2026-11-24"] }),
    ),
  );
  await page.reload();
  await expect(
    page.getByText(
      "This browser holds your progress for 0 topics, 0 tests and 2 days of activity.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear my progress" }).click();
  await page.getByRole("button", { name: "Yes, clear my progress" }).click();
  expect(await stored(page)).toBeNull();
  const policy = page.locator("main");
  for (const fact of [
    "learn-ai:progress:v1",
    "learn-ai:quiz-attempts:v1",
    "the part after the #",
  ]) {
    await expect(policy).toContainText(fact);
  }
});

test("/progress holds up: axe in both themes, 390 and 1280 px, filled, empty and the QR dialog", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { topics, tests } = await catalog(page);
  const byCategory = topics.filter((topic) => topic.category === topics[0]!.category);
  await page.goto("/progress");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => localStorage.clear());
    await openProgress(page);
    await expectNoAxeViolations(page, `empty, ${scheme}`);
    await shoot(page, `empty-${scheme}`);
  }
  await seedProgress(page, {
    finished: byCategory.slice(0, 2),
    started: [...byCategory.slice(2, 4), topics.at(-1)!],
    tests: tests.slice(0, 3),
    days: 40,
  });
  await expectAccessibleInBothThemes(page, () => openProgress(page));
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openProgress(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoHorizontalScroll(page);
    }
    await shoot(page, `filled-${scheme}`);
    await page.getByRole("button", { name: "Send to your phone" }).click();
    const dialog = page.getByRole("dialog", { name: "Send your progress to your phone" });
    await expect(dialog.getByRole("img", { name: "QR code of the transfer link" })).toBeVisible();
    await expectNoAxeViolations(page, `dialog, ${scheme}`, "dialog");
    await shoot(page, `qr-${scheme}`, false);
    await dialog.getByRole("button", { name: "Close" }).click();
  }
  await page.emulateMedia({ colorScheme: "light" });
});

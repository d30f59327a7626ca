// Photographs every figure of one catalog category as visitors see it, at 390 and 1280 px in the
// light and dark themes, and lays the four shots of each figure side by side on contact sheets
// (sheet-1.png, …) to look at. It also reports formulas KaTeX could not lay out.
// Start the site first (npm start), then:
//   node scripts/figure-shots.mjs "Generative AI" .tmp/figures [http://127.0.0.1:3000]
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const [category, outArg = ".tmp/figures", origin = "http://127.0.0.1:3000"] = process.argv.slice(2);
if (!category) {
  console.error('usage: node scripts/figure-shots.mjs "<category>" [out dir] [origin]');
  process.exit(2);
}
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
const list = `${origin}/api/topics?limit=200&category=${encodeURIComponent(category)}`;
const topics = (await (await fetch(list)).json()).filter(
  (topic) => topic.category === category && topic.hasContent,
);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const VARIANTS = [
  [390, "light"],
  [390, "dark"],
  [1280, "light"],
  [1280, "dark"],
];
const figures = new Map();
let formulaErrors = 0;
try {
  for (const [width, theme] of VARIANTS) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
    for (const topic of topics) {
      for (let number = 1; number <= topic.pageCount; number += 1) {
        await page.goto(`${origin}/topic/${topic.id}?page=${number}`, { waitUntil: "networkidle" });
        const errors = await page.locator(".katex-error").count();
        if (errors && width === 390 && theme === "light") {
          formulaErrors += errors;
          console.log(`formula error: ${topic.title}, page ${number} (${errors})`);
        }
        const shown = page.locator("main figure");
        for (let index = 0; index < (await shown.count()); index += 1) {
          const figure = shown.nth(index);
          await figure.scrollIntoViewIfNeeded();
          // Figures load lazily: wait for the picture before photographing it.
          await figure.locator("img").evaluate((img) =>
            img.complete && img.naturalWidth > 0
              ? null
              : new Promise((done) => {
                  img.onload = done;
                  img.onerror = done;
                }),
          );
          const file = `${topic.id}-${number}-${index}-${width}-${theme}.png`;
          await figure.screenshot({ path: join(out, file) });
          const key = `${topic.title}, page ${number}, figure ${index + 1}`;
          figures.set(key, [...(figures.get(key) ?? []), file]);
        }
      }
    }
    await page.close();
  }
  // Contact sheets: four figures to a sheet, each row the figure's four shots.
  const keys = [...figures.keys()];
  const sheet = await browser.newPage({ viewport: { width: 1800, height: 600 } });
  for (let start = 0; start < keys.length; start += 4) {
    const rows = keys
      .slice(start, start + 4)
      .map(
        (key) =>
          `<h2>${key.replace(/[<&]/g, "")}</h2><div>${figures
            .get(key)
            .map((file) => `<img src="file://${join(out, file)}">`)
            .join("")}</div>`,
      )
      .join("");
    const html = join(out, "sheet.html");
    writeFileSync(
      html,
      `<style>body{font:14px sans-serif;margin:8px}div{display:flex;gap:10px;align-items:start}img{height:300px}</style>${rows}`,
    );
    await sheet.goto(`file://${html}`);
    await sheet.screenshot({ path: join(out, `sheet-${start / 4 + 1}.png`), fullPage: true });
  }
  console.log(
    `${keys.length} figures, ${keys.length * VARIANTS.length} shots, ${formulaErrors} formula errors: ${out}`,
  );
} finally {
  await browser.close();
}

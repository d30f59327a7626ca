// Renders the PNG app icons in public/ from public/favicon.svg with Debian's Chromium:
// icon-192.png and icon-512.png (rounded, transparent corners) for the web app manifest, and
// apple-touch-icon.png (180 px, opaque square: iOS rounds the corners itself).
// Run after changing the favicon: node scripts/make-icons.ts
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const out = (name: string) => new URL(`../public/${name}`, import.meta.url).pathname;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

async function render(file: string, size: number, square: boolean) {
  await page.setViewportSize({ width: size, height: size });
  // The apple icon fills its square with the brand colour, so no transparent corner shows.
  const background = square ? "#4f46e5" : "transparent";
  await page.setContent(
    `<style>html,body{margin:0;background:${background}}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: out(file), omitBackground: !square });
}

await render("icon-192.png", 192, false);
await render("icon-512.png", 512, false);
await render("apple-touch-icon.png", 180, true);
await browser.close();

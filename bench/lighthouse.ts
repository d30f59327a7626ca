// Lighthouse (mobile settings) on the production build with Debian's Chromium. Prints the four
// category scores per page. A bench, not a test: scores vary from run to run.
//   npm run build && npm run bench:lighthouse
// PAGES=/,/topics picks the pages; LH_DUMP=<dir> also writes each full report as JSON there.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.PAGES ?? "/,/topics,/topic/1,/test/1,/sponsors").split(",");

async function startServer(): Promise<{ child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "learnai-lh-"));
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return { child, dir };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

const { child, dir } = await startServer();
const chrome = await launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  console.log("Lighthouse, mobile: performance / accessibility / best practices / SEO");
  for (const path of PAGES) {
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
      )
      .map((audit) => audit.id);
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? "?";
    const metrics = `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`;
    console.log(
      `  ${path.padEnd(12)} ${score("performance")} / ${score("accessibility")} / ${score("best-practices")} / ${score("seo")}` +
        `   (${metrics})` +
        (failing.length ? `   failing: ${failing.join(", ")}` : "") +
        (result?.lhr.runtimeError ? `   error: ${result.lhr.runtimeError.message}` : ""),
    );
    if (process.env.LH_DUMP) {
      const file = join(process.env.LH_DUMP, `${path.replaceAll("/", "_") || "_"}.json`);
      writeFileSync(file, JSON.stringify(result?.lhr, null, 1));
    }
  }
} finally {
  chrome.kill();
  child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}

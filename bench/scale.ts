// The site at scale (issue 17): starts it as the README does on a fresh PGlite data directory,
// measures it at the shipped size, grows it through the API to SCALE_TOPICS topics (default
// 10,000, each with five pages; a test for one topic in four) and SCALE_MESSAGES contact messages
// (default 50,000), and measures again: for public pages, the public API and the admin lists,
// a cold answer (just after an admin write emptied the cache), a warm one, bytes raw and in
// brotli, throughput, DOM nodes in Chromium, resident memory, and the stall scenario (visitors
// who give up after a second, then steady load on a page no cache holds).
// Results: a Markdown table on stdout and .tmp/bench-scale.json.
// Run: npm run bench:scale (builds first). SCALE_TOPICS=2000 SCALE_MESSAGES=5000 for a quick look.
// SCALE_DATA_DIR=<dir> keeps the grown installation there and, run again, measures the server
// started on it (the shipped run is skipped, growing adds only what is missing).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { dropBodies, PORT, ROOT, readyIn, rssMb, start, stop } from "./server.ts";

const TOPICS = Number(process.env.SCALE_TOPICS ?? 10_000);
const MESSAGES = Number(process.env.SCALE_MESSAGES ?? 50_000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "bench-admin", password: "bench admin password 1" };
/** Requests in flight while growing the data. */
const WRITERS = 8;

interface Reading {
  path: string;
  who: "visitor" | "admin";
  coldMs: number;
  warmMs: number;
  rawKb: number;
  brKb: number;
}

async function login(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Runs `work(i)` for i in [0, count) with WRITERS in flight, reporting progress. */
async function inParallel(label: string, count: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const began = performance.now();
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      await work(index);
      if (index % 1000 === 999) {
        const seconds = ((performance.now() - began) / 1000).toFixed(0);
        process.stderr.write(`  ${label}: ${index + 1}/${count} (${seconds} s)\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, worker));
}

const WORDS = "model data training layer gradient attention token loss vector network".split(" ");
function prose(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  return `${out.join(" ")}.`;
}

function pages(index: number) {
  return Array.from({ length: 5 }, (_, page) => ({
    title: `Part ${page + 1} of scale topic ${index}`,
    content: `## Section\n\n${prose(index + page, 260)}\n\n${prose(index + page + 1, 260)}`,
  }));
}

function questions(index: number) {
  return Array.from({ length: 12 }, (_, q) => ({
    question: `Scale question ${q + 1} about topic ${index}?`,
    options: { A: `first ${q}`, B: `second ${q}`, C: `third ${q}`, D: `fourth ${q}` },
    correct_answer: "ABCD"[q % 4],
    explanation: `Because option ${q} is the one the lesson explains.`,
  }));
}

async function grow(cookie: string) {
  const existing = Number(
    (await fetch(`${ORIGIN}/api/topics?limit=1`, { headers: { cookie } })).headers.get(
      "x-total-count",
    ),
  );
  const categories = (await (await fetch(`${ORIGIN}/api/categories`)).json()) as Array<{
    name: string;
  }>;
  const toAdd = Math.max(0, TOPICS - existing);
  await inParallel("topics", toAdd, async (index) => {
    const category = categories[index % categories.length]!.name;
    const level = ["beginner", "intermediate", "advanced"][index % 3];
    const title = `Scale topic ${index}`;
    const topic = await call(cookie, "POST", "/api/topics", {
      title,
      description: `A topic made by the scale benchmark, number ${index}.`,
      level,
      category,
    });
    await call(cookie, "PATCH", `/api/topics/${topic.id}`, { pages: pages(index) });
    if (index % 4 !== 0) return;
    const test = await call(cookie, "POST", "/api/tests", {
      title: `${title} Test`,
      description: `Checks scale topic ${index}.`,
      level,
      category,
    });
    await call(cookie, "PATCH", `/api/tests/${test.id}`, { questions: questions(index) });
  });
  const messages = Number(
    (await fetch(`${ORIGIN}/api/contact-messages?limit=1`, { headers: { cookie } })).headers.get(
      "x-total-count",
    ),
  );
  await inParallel("messages", Math.max(0, MESSAGES - messages), async (offset) => {
    const index = messages + offset;
    const response = await fetch(`${ORIGIN}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        subject: `Question number ${index}`,
        message: prose(index, 40).slice(0, 480),
      }),
    });
    if (!response.ok) throw new Error(`message ${index}: ${response.status}`);
  });
}

/** An admin write that changes nothing visible: it empties the response cache. */
async function emptyCache(cookie: string) {
  const settings = await call(cookie, "GET", "/api/settings");
  await call(cookie, "PATCH", "/api/settings", { siteName: settings.siteName });
}

async function timed(path: string, headers: Record<string, string>) {
  const began = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, { headers });
  const body = new Uint8Array(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return { ms: performance.now() - began, bytes: body.byteLength };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1]!;
const round = (value: number) => Math.round(value * 10) / 10;

/** Cold, warm and sizes of one address. Undici decodes brotli, so sizes come from raw requests. */
async function read(cookie: string, path: string, who: Reading["who"]): Promise<Reading> {
  const as: Record<string, string> = who === "admin" ? { cookie } : {};
  await emptyCache(cookie);
  const cold = await timed(path, { ...as, "accept-encoding": "identity" });
  const warm: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    warm.push((await timed(path, { ...as, "accept-encoding": "identity" })).ms);
  }
  const br = await rawBrotliBytes(path, as);
  return {
    path,
    who,
    coldMs: Math.round(cold.ms),
    warmMs: round(median(warm)),
    rawKb: round(cold.bytes / 1024),
    brKb: round(br / 1024),
  };
}

/** Bytes on the wire for a brotli answer (node:http does not decode). */
async function rawBrotliBytes(path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    request(
      `${ORIGIN}${path}`,
      { headers: { ...headers, "accept-encoding": "br" } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.byteLength;
        });
        response.on("end", () => resolve(bytes));
      },
    )
      .on("error", reject)
      .end();
  });
}

async function throughput(path: string) {
  const result = await autocannon({
    url: `${ORIGIN}${path}`,
    connections: 50,
    duration: 5,
    headers: { "accept-encoding": "gzip, deflate, br" },
    setupClient: dropBodies,
  });
  return { path, rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function domNodes(cookie: string, paths: string[]) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, value] = pair.split("=");
        return { name: name!, value: value!, url: ORIGIN };
      }),
    );
    const page = await context.newPage();
    const counts: Record<string, number> = {};
    for (const path of paths) {
      await page.goto(`${ORIGIN}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
      counts[path] = await page.evaluate(() => document.getElementsByTagName("*").length);
    }
    return counts;
  } finally {
    await browser.close();
  }
}

/**
 * Issue 17's stall: the cache is emptied, ten visitors ask for /topics and give up after a
 * second, then 20 connections load it for 10 s. Reports the share answered 2xx, p99, the peak
 * RSS, and how long after the load the first cache hit came.
 */
async function stall(cookie: string, pid: number) {
  await emptyCache(cookie);
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  try {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${ORIGIN}/topics`, { signal: AbortSignal.timeout(1000) }).then(
          (response) => response.arrayBuffer(),
          () => undefined,
        ),
      ),
    );
    const result = await autocannon({
      url: `${ORIGIN}/topics`,
      connections: 20,
      duration: 10,
      timeout: 10,
      headers: { "accept-encoding": "gzip, deflate, br" },
      setupClient: dropBodies,
    });
    const ended = performance.now();
    let firstHitMs = -1;
    for (let tries = 0; tries < 1200 && firstHitMs < 0; tries += 1) {
      const response = await fetch(`${ORIGIN}/topics`);
      await response.arrayBuffer();
      if (response.headers.get("x-cache") === "hit") firstHitMs = performance.now() - ended;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answered = result["2xx"];
    const total = answered + result.non2xx + result.errors + result.timeouts;
    return {
      requests: total,
      okShare: total ? round((answered / total) * 100) : 0,
      p99: result.latency.p99,
      peakRssMb: peak,
      firstHitMs: Math.round(firstHitMs),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function measure(label: string, cookie: string, pid: number) {
  process.stderr.write(`measuring at ${label}\n`);
  const first = await fetch(`${ORIGIN}/api/topics?limit=200&fields=hasContent`);
  const topicCount = Number(first.headers.get("x-total-count"));
  const topics = (await first.json()) as Array<{ id: number; hasContent: boolean }>;
  const tests = (await (await fetch(`${ORIGIN}/api/tests`)).json()) as Array<{ id: number }>;
  const topicId = topics.find((topic) => topic.hasContent)!.id;
  const testId = tests[0]!.id;
  const visitor = [
    "/",
    "/topics",
    "/tests",
    `/topic/${topicId}`,
    `/test/${testId}`,
    "/sitemap.xml",
    "/api/topics",
    "/api/tests",
    `/api/topics/${topicId}/content`,
  ];
  const admin = [
    "/api/topics",
    "/api/tests",
    "/api/topics?q=scale%20topic%209&category=Computer%20Vision",
    "/api/contact-messages?status=pending",
    "/api/contact-messages?status=pending&q=number%2049",
    "/api/sponsor-inquiries",
    "/api/sponsors?all=true",
    "/api/topics/counts",
    "/api/tests/counts",
    "/api/contact-messages/counts",
    "/admin/topics",
  ];
  const readings: Reading[] = [];
  for (const path of visitor) readings.push(await read(cookie, path, "visitor"));
  for (const path of admin) readings.push(await read(cookie, path, "admin"));
  const rates = [];
  for (const path of ["/", "/topics", "/api/topics", `/topic/${topicId}`]) {
    rates.push(await throughput(path));
  }
  const dom = await domNodes(cookie, ["/topics", "/admin/topics"]);
  const rss = rssMb(pid);
  const stalled = await stall(cookie, pid);
  return { label, topics: topicCount, readings, rates, dom, rssMb: rss, stall: stalled };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function report(runs: Measured[]): string {
  const [small, large] = runs;
  const lines = [
    `PGlite, production build as the README starts it; ${runs.map((run) => `${run.label}: ${run.topics} topics`).join(", ")}`,
    "",
    "| who | address | cold ms | warm ms | raw KB | brotli KB | cold ms at scale | warm ms | raw KB | brotli KB |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  small!.readings.forEach((reading, index) => {
    const big = large?.readings[index];
    const path = reading.path.replace(/\/\d+/, "/:id");
    lines.push(
      `| ${reading.who} | ${path} | ${reading.coldMs} | ${reading.warmMs} | ${reading.rawKb} | ${reading.brKb} | ${big?.coldMs ?? ""} | ${big?.warmMs ?? ""} | ${big?.rawKb ?? ""} | ${big?.brKb ?? ""} |`,
    );
  });
  lines.push(
    "",
    "| run | throughput req/s (p99 ms), 50 connections | DOM nodes | RSS | stall: 2xx, p99, peak RSS, first hit after |",
  );
  lines.push("| --- | --- | --- | ---: | --- |");
  for (const run of runs) {
    const rates = run.rates
      .map((rate) => `${rate.path.replace(/\/\d+/, "/:id")} ${rate.rps} (${rate.p99})`)
      .join(", ");
    const dom = Object.entries(run.dom)
      .map(([path, count]) => `${path} ${count}`)
      .join(", ");
    const s = run.stall;
    lines.push(
      `| ${run.label} | ${rates} | ${dom} | ${run.rssMb} MB | ${s.okShare}% of ${s.requests}, ${s.p99} ms, ${s.peakRssMb} MB, ${s.firstHitMs} ms |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const kept = process.env.SCALE_DATA_DIR;
  const reused = kept !== undefined && existsSync(join(kept, "pglite"));
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), "learnai-scale-"));
  const child = start("src/server/main.ts", {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // Every message comes from this one address.
    FORM_MAX_PER_HOUR: String(MESSAGES + 100),
  });
  try {
    await readyIn(`${ORIGIN}/healthz`, child);
    const cookie = await login();
    const runs = reused ? [] : [await measure("shipped", cookie, child.pid!)];
    const began = performance.now();
    await grow(cookie);
    process.stderr.write(`grown in ${Math.round((performance.now() - began) / 1000)} s\n`);
    runs.push(await measure("scale", cookie, child.pid!));
    const table = report(runs);
    process.stdout.write(`${table}\n`);
    mkdirSync(join(ROOT, ".tmp"), { recursive: true });
    writeFileSync(join(ROOT, ".tmp", "bench-scale.json"), JSON.stringify(runs, null, 2));
  } finally {
    await stop(child);
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

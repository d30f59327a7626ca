// HTTP throughput of the production build, one server process at a time, against the ceiling of
// this machine: a bare Fastify route. For each engine (PGlite, then PostgreSQL when POSTGRES_URL
// is set, as `npm run bench` does), it starts the site on a fresh database (first start loads the
// catalog), restarts it on the existing data to time start-up, drives each route with autocannon
// and reads the server's resident memory afterwards. Results: a Markdown table on stdout and
// .tmp/bench-http.json. BENCH_SECONDS (default 10) sets each route's run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { dropBodies, PORT, ROOT, readyIn, rssMb, start, stop } from "./server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// What a browser sends: every answer that compresses is compressed, as visitors get it.
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

interface Row {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  failures: number;
  /** Bytes per answer on the wire, headers included, in KB. */
  kb: number;
}

interface EngineResult {
  engine: string;
  firstStartMs: number;
  restartMs: number[];
  rows: Row[];
  rssMb: number;
}

async function load(path: string) {
  const url = `http://127.0.0.1:${PORT}${path}`;
  // A short warm-up, so the first compile of a route is not in its figures.
  await autocannon({
    url,
    connections: 10,
    duration: 1,
    headers: HEADERS,
    setupClient: dropBodies,
  });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    setupClient: dropBodies,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    kb: Math.round(result.throughput.total / Math.max(1, result.requests.total) / 102.4) / 10,
  };
}

async function ceiling() {
  const child = start("bench/bare-server.ts", {});
  try {
    await readyIn(`http://127.0.0.1:${PORT}/`, child);
    return await load("/");
  } finally {
    await stop(child);
  }
}

async function firstWrittenTopic(): Promise<number> {
  const topics = (await (await fetch(`http://127.0.0.1:${PORT}/api/topics`)).json()) as Array<{
    id: number;
    hasContent: boolean;
  }>;
  const topic = topics.find((entry) => entry.hasContent);
  if (!topic) throw new Error("no topic with content: the catalog did not load");
  return topic.id;
}

async function engine(name: string, env: Record<string, string>) {
  const app = () =>
    start("src/server/main.ts", {
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: "bench-admin",
      ADMIN_PASSWORD: "bench admin password 1",
      ...env,
    });
  const health = `http://127.0.0.1:${PORT}/healthz`;
  let child = app();
  const firstStartMs = await readyIn(health, child);
  await stop(child);
  const restartMs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    child = app();
    restartMs.push(await readyIn(health, child));
    if (run < 2) await stop(child);
  }
  try {
    const id = await firstWrittenTopic();
    const routes = [
      "/api/topics",
      "/api/tests",
      `/api/topics/${id}/content`,
      "/",
      "/topics",
      `/topic/${id}`,
    ];
    const rows: Row[] = [];
    for (const route of routes) {
      const figures = await load(route);
      rows.push({ route, ...figures, ratio: 0 });
      process.stderr.write(`  ${name} ${route}: ${figures.rps} req/s\n`);
    }
    return { engine: name, firstStartMs, restartMs, rows, rssMb: rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

type Figures = Awaited<ReturnType<typeof ceiling>>;

function table(bare: Figures, ceilings: Figures[], results: EngineResult[]): string {
  const lines = [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route, production build, one server process`,
    `bare route before and after: ${ceilings.map((figures) => figures.rps).join(" and ")} req/s; ratios use the higher`,
    "",
    "| engine | route | KB | req/s | p50 ms | p99 ms | of bare | failed |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| none | bare Fastify route | ${bare.kb} | ${bare.rps} | ${bare.p50} | ${bare.p99} | 100% | ${bare.failures} |`,
  ];
  for (const result of results) {
    for (const row of result.rows) {
      const ratio = `${Math.round(row.ratio * 100)}%`;
      lines.push(
        `| ${result.engine} | ${row.route} | ${row.kb} | ${row.rps} | ${row.p50} | ${row.p99} | ${ratio} | ${row.failures} |`,
      );
    }
  }
  lines.push("", "| engine | first start | restart on existing data (3 runs) | RSS after |");
  lines.push("| --- | ---: | --- | ---: |");
  for (const result of results) {
    lines.push(
      `| ${result.engine} | ${result.firstStartMs} ms | ${result.restartMs.join(" / ")} ms | ${result.rssMb} MB |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  // The ceiling is measured before and after the site, and the highest figure is the one each
  // route is divided by: this machine's speed drifts, and a low ceiling would flatter the ratios.
  const ceilings = [await ceiling()];
  process.stderr.write(`  bare Fastify route: ${ceilings[0]!.rps} req/s\n`);
  const results: EngineResult[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "learnai-bench-"));
  try {
    results.push(await engine("PGlite", { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.POSTGRES_URL) {
    results.push(await engine("PostgreSQL", { DATABASE_URL: process.env.POSTGRES_URL }));
  } else {
    process.stderr.write("POSTGRES_URL is not set: PostgreSQL skipped (npm run bench sets it)\n");
  }
  ceilings.push(await ceiling());
  process.stderr.write(`  bare Fastify route again: ${ceilings[1]!.rps} req/s\n`);
  const bare = ceilings.reduce((best, next) => (next.rps > best.rps ? next : best));
  for (const result of results) for (const row of result.rows) row.ratio = row.rps / bare.rps;
  const report = table(bare, ceilings, results);
  process.stdout.write(`${report}\n`);
  mkdirSync(join(ROOT, ".tmp"), { recursive: true });
  writeFileSync(
    join(ROOT, ".tmp", "bench-http.json"),
    JSON.stringify({ bare, ceilings, results }, null, 2),
  );
}

await main();

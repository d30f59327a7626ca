import { defineConfig } from "@playwright/test";
import { AI_APP_URL, APP_PORT, FAKE_LLM_URL } from "./e2e/ai-servers.ts";

// End-to-end tests drive Debian's Chromium against the production build, served by the real
// server on a fresh data directory (scripts/e2e-server.sh). Never `playwright install`.
// The generation specs use a second app server whose AI provider is a fake OpenAI-compatible
// LLM (e2e/fake-llm), so the site without a provider stays exactly as the other specs expect.

const PORT = APP_PORT;

export default defineConfig({
  testDir: "e2e",
  // Vitest's own tests of the fake LLM live there; Playwright would try to run them.
  testIgnore: "fake-llm/**",
  outputDir: ".tmp/e2e-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/e2e-report.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `bash scripts/e2e-server.sh ${PORT}`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: `node e2e/fake-llm/main.ts --port ${new URL(FAKE_LLM_URL).port}`,
      url: `${FAKE_LLM_URL}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: `bash scripts/e2e-ai-server.sh ${new URL(AI_APP_URL).port} ${FAKE_LLM_URL}`,
      url: `${AI_APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});

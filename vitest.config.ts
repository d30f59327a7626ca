import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "e2e/fake-llm/**/*.test.ts"],
    globalSetup: ["./src/server/db/test-global-setup.ts"],
    setupFiles: ["./src/test-setup.ts"],
    pool: "forks",
    // Vitest's default is one worker less than the cores: one, here. Most files wait on
    // databases, processes and sockets, so two side by side cut the run by a quarter.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

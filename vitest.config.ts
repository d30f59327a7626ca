import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "e2e/fake-llm/**/*.test.ts"],
    globalSetup: ["./src/server/db/test-global-setup.ts"],
    setupFiles: ["./src/test-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // The service worker is built from the finished client build: it keeps that build's files.
  async buildEnd({ reactRouterConfig }) {
    const { buildServiceWorker } = await import("./scripts/build-service-worker.ts");
    await buildServiceWorker(reactRouterConfig.buildDirectory);
  },
} satisfies Config;

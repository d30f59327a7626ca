import { parseArgs } from "node:util";
import { startFakeLlm } from "./fake-llm-server.ts";

// `node e2e/fake-llm/main.ts --port 4011 [--host 127.0.0.1] [--api-key KEY]`: the fake LLM as a
// process, for Playwright's webServer and for trying the app's AI features by hand.

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4011" },
    host: { type: "string", default: "127.0.0.1" },
    "api-key": { type: "string" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`--port must be a port number, not "${values.port}"\n`);
  process.exit(2);
}

const fake = await startFakeLlm({ port, host: values.host, apiKey: values["api-key"] });
process.stdout.write(`Fake LLM listening on ${fake.url} (model fake-tutor)\n`);

const shutdown = () => {
  fake.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

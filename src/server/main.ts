import { enableCompileCache } from "node:module";
import { registerFastImports } from "./fast-imports.ts";

// The server process: module loading is made cheaper before the server's modules load (ADR 012),
// then start.ts reads the configuration, prepares the database and listens.

enableCompileCache();
registerFastImports();
await import("./start.ts");

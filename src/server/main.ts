import { enableCompileCache } from "node:module";
import { registerFastImports } from "./fast-imports.ts";

// The production server process (`npm start`, `npm run serve`, the systemd unit). React and its
// server renderer choose their build from NODE_ENV when first loaded, and an unset or stray value
// would give every visitor React's development build (2–3 times slower per render), so the
// production entry says production itself, whatever the environment says. `npm run dev` starts
// src/server/dev.ts instead.

process.env.NODE_ENV = "production";
// Module loading is made cheaper before the server's modules load (ADR 012), then start.ts reads
// the configuration, prepares the database and listens.
enableCompileCache();
registerFastImports();
await import("./start.ts");

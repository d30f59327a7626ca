// `npm run dev`: the same server with Vite in it (hot reload) and React's development build,
// whatever the environment says; src/server/main.ts is the production entry.

process.env.NODE_ENV = "development";
await import("./start.ts");

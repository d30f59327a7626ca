import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/modules/**/*.table.ts",
  out: "./drizzle",
  casing: "snake_case",
});

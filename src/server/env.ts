import { z } from "zod";
import { AI_PROVIDERS } from "../shared/schemas/settings.ts";

// Configuration is read once, here. A bad variable stops the start with a readable list.

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => ["true", "1", "yes"].includes(value));

const aiPricesSchema = z.record(
  z.string().min(1),
  z.strictObject({ input: z.number().nonnegative(), output: z.number().nonnegative() }),
);
export type AiPrices = z.output<typeof aiPricesSchema>;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  FORM_MAX_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** The longest a client may take to send one request, headers and body; then 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SEED_CATALOG: flag.default(true),
  SITE_NAME: z.string().trim().min(1).max(60).default("Learn AI"),
  OWNER_NAME: z.string().trim().min(1).max(100).default("the site's owner"),
  COMPANY_NAME: z.string().trim().max(100).optional(),
  DONATION_URL: z.httpUrl("must be an http(s) URL").optional(),
  // AI generation: all optional; GET /api/settings says whether they make a usable provider.
  AI_PROVIDER: z.enum(AI_PROVIDERS).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  // A local server's address (http://localhost:11434/v1) is valid here, unlike in DONATION_URL.
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: "must be an http(s) URL" })
    .optional(),
  /** Generation jobs one instance runs at a time. */
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** The longest one model call may take; a job makes at most two (one retry of bad output). */
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(300),
  /** Prices per model in USD per million tokens, for the cost estimate in analytics. */
  AI_PRICES: z
    .string()
    .transform((text, context) => {
      try {
        return aiPricesSchema.parse(JSON.parse(text));
      } catch {
        context.addIssue({
          code: "custom",
          message: 'must be JSON like {"gpt-4.1-mini":{"input":0.4,"output":1.6}}',
        });
        return z.NEVER;
      }
    })
    .default({}),
  PUBLIC_ORIGIN: z
    .httpUrl("must be an http(s) URL like https://learn.example")
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
});

export type Env = z.output<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (Boolean(result.data.ADMIN_USERNAME) !== Boolean(result.data.ADMIN_PASSWORD)) {
    throw new Error(
      "Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    );
  }
  return result.data;
}

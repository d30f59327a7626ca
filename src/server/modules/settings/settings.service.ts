import {
  type AiStatus,
  type SettingsFormOutput,
  type SiteSettings,
  settingsFormSchema,
} from "../../../shared/schemas/settings.ts";
import { aiStatus } from "../../ai/ai-config.ts";
import type { Db } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { createSettingsRepository } from "./settings.repository.ts";

/** The settings row holding what the owner saved in Platform Settings: only the keys saved. */
const KEY = "site";
const savedSchema = settingsFormSchema.partial();

/**
 * The effective site settings live in memory, so public pages never wait on the database for
 * them: read at start (load) and replaced by every save. Every instance loads them again when the
 * settings table announces a change (NOTIFY content_changed, plugins/response-cache.ts).
 */
export function createSettingsService({ db, env }: { db: Db; env: Env }) {
  const repo = createSettingsRepository({ db });
  const defaults: SiteSettings = {
    siteName: env.SITE_NAME,
    ownerName: env.OWNER_NAME,
    companyName: env.COMPANY_NAME ?? null,
    donationUrl: env.DONATION_URL ?? null,
  };
  const ai = aiStatus(env);
  let current = defaults;
  let saves = 0;

  function effective(saved: unknown): SiteSettings {
    // A stored value that no longer passes the rules is ignored rather than shown.
    const parsed = savedSchema.safeParse(saved ?? {});
    if (!parsed.success) return defaults;
    const overrides = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    );
    return { ...defaults, ...overrides };
  }

  async function load(): Promise<SiteSettings> {
    const savesBefore = saves;
    const stored = await repo.get(KEY);
    // A save that finished while this read was under way holds the newer value.
    if (saves === savesBefore) current = effective(stored);
    return current;
  }

  async function update(changes: Partial<SettingsFormOutput>): Promise<SiteSettings> {
    const stored = await repo.merge(KEY, changes);
    saves += 1;
    current = effective(stored);
    return current;
  }

  return {
    load,
    update,
    /** The effective settings, from memory. */
    site: (): SiteSettings => current,
    aiStatus: (): AiStatus => ai,
    /** A value another module keeps under its own key (the catalog's first load). */
    value: <T>(key: string) => repo.get<T>(key),
    setValue: (key: string, value: unknown) => repo.set(key, value),
    /** The installation's random secret (made on first use), which signs what the site vouches for. */
    installationSecret: () => repo.installationSecret(),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

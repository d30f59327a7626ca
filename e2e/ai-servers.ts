// Where the e2e servers listen (playwright.config.ts starts all three): the app with no AI
// provider, the app whose AI provider is the fake LLM, and the fake LLM itself, whose /__control
// steers its answers. E2E_PORT_OFFSET moves all three, so two checkouts can run their browser
// tests at once (each with its own build); CI leaves it unset.

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const APP_PORT = 4173 + offset;
export const AI_APP_URL = `http://127.0.0.1:${4175 + offset}`;
export const FAKE_LLM_URL = `http://127.0.0.1:${4011 + offset}`;

// Where the AI-enabled e2e servers listen (playwright.config.ts starts both): the app whose AI
// provider is the fake LLM, and the fake LLM itself, whose /__control steers its answers.

export const AI_APP_URL = "http://127.0.0.1:4175";
export const FAKE_LLM_URL = "http://127.0.0.1:4011";

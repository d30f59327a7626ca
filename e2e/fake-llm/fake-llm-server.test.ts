import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, NoObjectGeneratedError, Output, streamText } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  pageOutputSchema,
  questionOutputSchema,
  testOutputSchema,
  topicOutputSchema,
} from "../../src/server/ai/output-schemas.ts";
import { type FakeLlm, startFakeLlm } from "./fake-llm-server.ts";

// The fake must be indistinguishable from a real OpenAI-compatible server to the client the app
// uses, so these tests drive it only through the AI SDK (and plain fetch for the control API).

// The app's own output schemas: the fake must satisfy exactly what the app asks for.
const topicSchema = topicOutputSchema;
const testSchema = testOutputSchema;

const prompt = (title: string) =>
  `Write it.\nTitle: ${title}\nCategory: Deep Learning\nLevel: beginner\nDescription: x`;

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

function modelFor(server: FakeLlm, options: { apiKey?: string; includeUsage?: boolean } = {}) {
  return createOpenAICompatible({
    name: "openai-compatible",
    baseURL: server.url,
    apiKey: "not-checked",
    supportsStructuredOutputs: true,
    ...options,
  })("fake-tutor");
}

const generateTopic = (title = "Neural Networks", abortSignal?: AbortSignal) =>
  generateText({
    model: modelFor(fake),
    output: Output.object({ schema: topicSchema }),
    system: "Answer with JSON.",
    prompt: prompt(title),
    maxRetries: 2,
    abortSignal,
  });

/** The rejection of `promise`, which must reject. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("expected a rejection"),
    (error: unknown) => error,
  );
}

describe("chat completions through the AI SDK", () => {
  it("answers a topic schema with 5 Markdown pages about the title, and reports usage", async () => {
    const result = await generateTopic();
    const { output } = result;
    expect(output).toMatchObject({ topic: "Neural Networks", category: "Deep Learning" });
    expect(output.difficultyLevel).toBe("beginner");
    expect(output.pages).toHaveLength(5);
    for (const [index, page] of output.pages.entries()) {
      expect(page.title).toMatch(new RegExp(`^Neural Networks: part ${index + 1} — \\S`));
      expect(page.content.length).toBeGreaterThanOrEqual(400);
      expect(page.content.length).toBeLessThanOrEqual(3000);
      expect(page.content).toMatch(/^## .+/m);
      expect(page.content).toMatch(/^- .+/m);
      expect(page.content).toContain("**Neural Networks**");
    }
    expect(output.pages[0]?.content).toContain("Generation #1");
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.totalTokens).toBe(
      (result.usage.inputTokens ?? 0) + (result.usage.outputTokens ?? 0),
    );
    expect(result.response.modelId).toBe("fake-tutor");

    const again = await generateTopic();
    expect(again.output.pages[0]?.content).toContain("Generation #2");
  });

  it("receives the schema as a strict json_schema response_format", async () => {
    await generateTopic();
    expect(fake.requests()).toEqual([
      expect.objectContaining({
        model: "fake-tutor",
        response_format: {
          type: "json_schema",
          json_schema: expect.objectContaining({ name: "response", strict: true }),
        },
        messages: [
          { role: "system", content: "Answer with JSON." },
          { role: "user", content: prompt("Neural Networks") },
        ],
      }),
    ]);
    const [body] = fake.requests() as [{ response_format: { json_schema: { schema: object } } }];
    expect(body.response_format.json_schema.schema).toMatchObject({
      type: "object",
      required: ["topic", "category", "difficultyLevel", "pages"],
    });
  });

  it("answers a test schema with 12 distinct questions, every one keyed B", async () => {
    const { output } = await generateText({
      model: modelFor(fake),
      output: Output.object({ schema: testSchema }),
      prompt: prompt("Transformers"),
    });
    expect(output).toMatchObject({ title: "Transformers", timeLimit: 20, passingScore: 70 });
    expect(output.questions).toHaveLength(12);
    expect(new Set(output.questions.map((question) => question.question)).size).toBe(12);
    for (const question of output.questions) {
      expect(question.question).toMatch(/^Transformers question \d+: .+\?$/);
      expect(question.correct_answer).toBe("B");
      expect(new Set(Object.values(question.options).filter(Boolean)).size).toBe(4);
      expect(question.explanation).toContain(`"${question.options.B}"`);
    }
  });

  it("answers a one-page refresh with the page asked for, and a one-question one with a question", async () => {
    const page = await generateText({
      model: modelFor(fake),
      output: Output.object({ schema: pageOutputSchema }),
      prompt: `Rewrite page 3 of the 5-page lesson below, and only that page.\n${prompt("Attention")}`,
    });
    expect(page.output.title).toMatch(/^Attention: part 3 — .+ \(rewritten\)$/);
    expect(page.output.content).toContain("::: exercise Part 3 in numbers");
    const question = await generateText({
      model: modelFor(fake),
      output: Output.object({ schema: questionOutputSchema }),
      prompt: prompt("Attention"),
    });
    expect(question.output).toMatchObject({ correct_answer: "B" });
    expect(question.output.question).toMatch(/^Attention, rewritten question #\d+: /);
    expect(new Set(Object.values(question.output.options)).size).toBe(4);
  });

  it("streams chunks, with a usage chunk when stream_options.include_usage asks", async () => {
    const result = streamText({
      model: modelFor(fake, { includeUsage: true }),
      output: Output.object({ schema: topicSchema }),
      prompt: prompt("Embeddings"),
    });
    let deltas = 0;
    for await (const _ of result.textStream) deltas += 1;
    expect(deltas).toBeGreaterThan(10);
    expect((await result.output).pages).toHaveLength(5);
    expect((await result.usage).inputTokens).toBeGreaterThan(0);
    expect(fake.requests()[0]).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });
});

describe("failure modes", () => {
  it("http-500 once: the SDK's retry gets the answer on the second request", async () => {
    fake.setMode({ mode: "http-500", times: 1 });
    const { output } = await generateTopic();
    expect(output.pages).toHaveLength(5);
    expect(fake.requests()).toHaveLength(2);
  });

  it("http-429 once: retried after the retry-after header's second", async () => {
    fake.setMode({ mode: "http-429", times: 1 });
    const started = Date.now();
    await generateTopic();
    expect(fake.requests()).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("http-401: an APICallError with status 401, not retried", async () => {
    fake.setMode("http-401");
    const error = await failureOf(generateTopic());
    expect(APICallError.isInstance(error) && error.statusCode).toBe(401);
    expect(APICallError.isInstance(error) && error.isRetryable).toBe(false);
    expect(fake.requests()).toHaveLength(1);
  });

  it("checks the bearer key only when started with one", async () => {
    const guarded = await startFakeLlm({ apiKey: "right-key" });
    try {
      const ask = (apiKey: string) =>
        generateText({ model: modelFor(guarded, { apiKey }), prompt: "Hello", maxRetries: 0 });
      const error = await failureOf(ask("wrong-key"));
      expect(APICallError.isInstance(error) && error.statusCode).toBe(401);
      expect((await ask("right-key")).text).toContain("fake tutor");
    } finally {
      await guarded.close();
    }
  });

  it.each([
    ["invalid-json", "length"],
    ["wrong-shape", "stop"],
  ] as const)("%s: generateText throws NoObjectGeneratedError", async (mode, finishReason) => {
    fake.setMode(mode);
    const error = await failureOf(generateTopic());
    expect(NoObjectGeneratedError.isInstance(error)).toBe(true);
    expect(NoObjectGeneratedError.isInstance(error) && error.finishReason).toBe(finishReason);
    expect(NoObjectGeneratedError.isInstance(error) && error.usage?.inputTokens).toBeGreaterThan(0);
  });

  it("too-few and duplicate-options: valid JSON that breaks the content rules", async () => {
    fake.setMode({ mode: "too-few", times: 2 });
    expect((await generateTopic()).output.pages).toHaveLength(3);
    const test = () =>
      generateText({
        model: modelFor(fake),
        output: Output.object({ schema: testSchema }),
        prompt: prompt("RAG"),
      });
    expect((await test()).output.questions).toHaveLength(5);
    fake.setMode("duplicate-options");
    const [first, second] = (await test()).output.questions;
    expect(first?.options.C).toBe(first?.options.A);
    expect(new Set(Object.values(second?.options ?? {})).size).toBe(4);
  });

  it("hang: the client's abort ends the call quickly and leaves nothing open", async () => {
    fake.setMode("hang");
    const started = Date.now();
    const error = await failureOf(generateTopic("Hanging", AbortSignal.timeout(300)));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ name: "TimeoutError" });
    await expect.poll(() => fake.inFlight()).toBe(0);
    expect(fake.requests()).toHaveLength(1);
    const closing = fake.close();
    await expect(
      Promise.race([closing, new Promise((r) => setTimeout(r, 1000, "stuck"))]),
    ).resolves.toBeUndefined();
  });

  it("delayMs holds each answer back, and outlives a mode's times", async () => {
    fake.setMode({ mode: "too-few", times: 1, delayMs: 200 });
    expect((await generateTopic()).output.pages).toHaveLength(3);
    const started = Date.now();
    expect((await generateTopic()).output.pages).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("a client leaving during the delay is forgotten at once", async () => {
    fake.setMode({ mode: "ok", delayMs: 60_000 });
    await failureOf(generateTopic("Patience", AbortSignal.timeout(200)));
    await expect.poll(() => fake.inFlight()).toBe(0);
  });
});

describe("control API over HTTP", () => {
  const root = () => fake.url.replace(/\/v1$/, "");
  const post = (path: string, body?: object) =>
    fetch(`${root()}${path}`, { method: "POST", body: body && JSON.stringify(body) });

  it("lists the model, sets modes for a number of requests, and resets", async () => {
    const models = await (await fetch(`${fake.url}/models`)).json();
    expect(models).toMatchObject({ object: "list", data: [{ id: "fake-tutor", object: "model" }] });

    expect((await post("/__control", { mode: "http-500", times: 2 })).status).toBe(200);
    expect((await post("/__control", { mode: "sideways" })).status).toBe(400);
    const chat = () =>
      post("/v1/chat/completions", { model: "m", messages: [{ role: "user", content: "Hi" }] });
    const statuses = [(await chat()).status, (await chat()).status, (await chat()).status];
    expect(statuses).toEqual([500, 500, 200]);

    const logged = await (await fetch(`${root()}/__requests`)).json();
    expect(logged).toHaveLength(3);
    expect((await post("/__reset")).status).toBe(200);
    expect(await (await fetch(`${root()}/__requests`)).json()).toEqual([]);
  });

  it("speaks SSE to a raw streaming request and ends with [DONE]", async () => {
    const response = await post("/v1/chat/completions", {
      model: "m",
      stream: true,
      messages: [{ role: "user", content: "Hi" }],
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = (await response.text()).trim().split("\n\n");
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, "")));
    expect(chunks[0]).toMatchObject({ object: "chat.completion.chunk", model: "m" });
    expect(chunks.at(-1).choices[0].finish_reason).toBe("stop");
    expect(chunks.every((chunk) => !("usage" in chunk))).toBe(true);
  });

  it("answers malformed requests as OpenAI does", async () => {
    const response = await fetch(`${fake.url}/chat/completions`, { method: "POST", body: "{" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error" } });
    expect((await fetch(`${fake.url}/nope`)).status).toBe(404);
  });
});

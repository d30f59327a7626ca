import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CarryError } from "./carry-file.ts";
import { MAX_FILE_BYTES, MAX_LINK_DATA_CHARS, QR_MAX_BYTES } from "./carry-limits.ts";
import { decodeLinkData, encodeLinkData, linkDataIn, transferLink } from "./carry-link.ts";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CarryError);
  return (error as Error).message;
}

describe("the transfer link's data", () => {
  it("comes back exactly as it went, accents and all", async () => {
    const json = JSON.stringify({
      app: "learn-ai",
      note: "Réseaux de neurones — 日本語 ✓",
      n: [1, 2, 3],
    });
    const data = await encodeLinkData(json);
    expect(data).toMatch(/^[\w-]+$/);
    expect(await decodeLinkData(data)).toBe(json);
  });

  it("is compressed: repetitive progress takes far less room than its JSON", async () => {
    const json = JSON.stringify(
      Array.from({ length: 50 }, (_, i) => ({
        title: `Topic ${i}`,
        page: 4,
        pages: 5,
        finished: true,
      })),
    );
    const data = await encodeLinkData(json);
    expect(data.length).toBeLessThan(json.length / 3);
  });

  it("is found only after #import=", () => {
    expect(linkDataIn("#import=abc-_")).toBe("abc-_");
    expect(linkDataIn("#topics")).toBeNull();
    expect(linkDataIn("")).toBeNull();
  });

  it("refuses a link cut short, altered, or not base64url", async () => {
    const data = await encodeLinkData(JSON.stringify({ hello: "world".repeat(20) }));
    expect(await failure(decodeLinkData(data.slice(0, data.length / 2)))).toMatch(
      /incomplete or damaged/,
    );
    expect(await failure(decodeLinkData("not base64!"))).toMatch(/incomplete or damaged/);
    expect(
      await failure(decodeLinkData(base64url(deflateRawSync(Buffer.from([0xff, 0xfe]))))),
    ).toMatch(/incomplete or damaged/);
  });

  it("refuses a link longer than the limit without unpacking it", async () => {
    expect(await failure(decodeLinkData("a".repeat(MAX_LINK_DATA_CHARS + 1)))).toMatch(
      /longer than/,
    );
  });

  it("stops unpacking a small link that would unfold past the file limit", async () => {
    const bomb = base64url(deflateRawSync(Buffer.alloc(MAX_FILE_BYTES + 1024, 32)));
    expect(bomb.length).toBeLessThan(MAX_LINK_DATA_CHARS);
    expect(await failure(decodeLinkData(bomb))).toMatch(/more than any progress export/);
  });
});

describe("transferLink", () => {
  it("puts the data in the fragment of /progress and says whether a QR code holds it", async () => {
    const json = JSON.stringify({ app: "learn-ai", stores: {} });
    const link = await transferLink("https://learn.example", json);
    expect(link.url.startsWith("https://learn.example/progress#import=")).toBe(true);
    expect(link).toMatchObject({ fitsQr: true, fitsLink: true });
    const data = linkDataIn(new URL(link.url).hash);
    expect(await decodeLinkData(data!)).toBe(json);
  });

  it("says a QR code cannot hold progress past its size, while a link still can", async () => {
    // Random titles barely compress: about 4,400 random characters pass a QR code's 2,953 bytes.
    const titles = Array.from({ length: 400 }, () => Math.random().toString(36).slice(2));
    const link = await transferLink("https://learn.example", JSON.stringify(titles));
    expect(new TextEncoder().encode(link.url).length).toBeGreaterThan(QR_MAX_BYTES);
    expect(link).toMatchObject({ fitsQr: false, fitsLink: true });
  });
});

import { CarryError } from "./carry-file.ts";
import {
  IMPORT_FRAGMENT,
  MAX_FILE_BYTES,
  MAX_LINK_DATA_CHARS,
  QR_MAX_BYTES,
} from "./carry-limits.ts";

// The transfer link: https://<origin>/progress#import=<data>, where data is the export's JSON
// compressed (deflate-raw, built into browsers as CompressionStream) and base64url-encoded. It
// sits in the fragment, the part after #, which browsers never send to any server: the page
// reads it in the browser and removes it from the address bar once the visitor has answered.

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The export's JSON, compressed and base64url-encoded for the fragment. */
export async function encodeLinkData(json: string): Promise<string> {
  return toBase64Url(
    await pipe(new TextEncoder().encode(json), new CompressionStream("deflate-raw")),
  );
}

/** Unpacks at most MAX_FILE_BYTES, so a small link cannot unfold into gigabytes. */
async function inflateBounded(bytes: Uint8Array): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_FILE_BYTES) {
      await reader.cancel();
      throw new CarryError("This link holds more than any progress export. Nothing was changed.");
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/** The export's JSON from a link's data; throws CarryError for a link cut short or altered. */
export async function decodeLinkData(data: string): Promise<string> {
  if (data.length > MAX_LINK_DATA_CHARS) {
    throw new CarryError("This link is longer than any transfer link. Nothing was changed.");
  }
  const broken = new CarryError(
    "This transfer link is incomplete or damaged: copy the whole link again. Nothing was changed.",
  );
  if (!/^[\w-]+$/.test(data)) throw broken;
  let bytes: Uint8Array;
  try {
    bytes = await inflateBounded(fromBase64Url(data));
  } catch (error) {
    throw error instanceof CarryError ? error : broken;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw broken;
  }
}

/** The data of an `#import=` fragment, or null when the address has none. */
export function linkDataIn(hash: string): string | null {
  return hash.startsWith(IMPORT_FRAGMENT) ? hash.slice(IMPORT_FRAGMENT.length) : null;
}

export interface TransferLink {
  url: string;
  /** Small enough for one QR code. */
  fitsQr: boolean;
  /** Small enough to be opened as a link at all (else: the file is the way). */
  fitsLink: boolean;
}

/** The link moving an export's JSON to another browser, and whether it fits a QR code. */
export async function transferLink(origin: string, json: string): Promise<TransferLink> {
  const data = await encodeLinkData(json);
  const url = `${origin}/progress${IMPORT_FRAGMENT}${data}`;
  return {
    url,
    fitsQr: new TextEncoder().encode(url).length <= QR_MAX_BYTES,
    fitsLink: data.length <= MAX_LINK_DATA_CHARS,
  };
}

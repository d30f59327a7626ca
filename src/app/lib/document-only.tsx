import { createContext, useContext } from "react";

// A long piece of server-rendered HTML (a lesson page) would reach the browser twice: in the
// document, and again, escaped, in the hydration data React Router serialises from the loader.
// On a document request the loader keeps it out of that data (`keptInDocument`) and hands it to
// the server render through this context; the browser reads it back from the document when it
// hydrates. A `.data` request (client-side navigation) carries it in the data as usual. ADR 029.

/** The HTML of this document request's loaders, by key (entry.server provides it). */
export const DocumentOnlyContext = createContext<ReadonlyMap<string, string> | null>(null);

/** What hydration read back from the document, should the route render again with that data. */
const readBack = new Map<string, string>();

/**
 * In a loader: the HTML to put in the route's data, or null when this is a document request and
 * the document alone carries it (`store` is the page context's `documentOnly`).
 */
export function keptInDocument(
  store: Map<string, string> | null,
  key: string,
  html: string,
): string | null {
  if (!store) return html;
  store.set(key, html);
  return null;
}

/** The id of the element that shows the HTML kept under `key`. */
export function documentOnlyId(key: string): string {
  return `document-only-${key}`;
}

/**
 * In a component: the HTML under `key`: the data's when it has it, else the server render's,
 * else (hydrating) what the server rendered into the element with `documentOnlyId(key)`.
 */
export function useDocumentOnly(key: string, html: string | null): string {
  const store = useContext(DocumentOnlyContext);
  if (html !== null) return html;
  const rendered = store?.get(key);
  if (rendered !== undefined) return rendered;
  if (typeof document === "undefined") return "";
  const kept = readBack.get(key) ?? document.getElementById(documentOnlyId(key))?.innerHTML;
  if (kept === undefined) return "";
  readBack.set(key, kept);
  return kept;
}

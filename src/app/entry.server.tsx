import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { DocumentOnlyContext } from "./lib/document-only.tsx";
import { pageContext } from "./lib/server-context.ts";

// React Router's default entry, but every page waits for all of its content (onAllReady), not
// only browsers' shells. The server reads a page's whole body before answering and keeps it for
// every visitor (plugins/pages.ts, ADR 011), so streaming a shell first gains nothing. And the
// shell a Suspense boundary leaves behind (its placeholder, then the content with an inline
// script that swaps it in) would show a visitor without JavaScript only the placeholder, and
// a browser the placeholder until React reveals the content: the sponsors directory (over
// 12.8 KB, so sent after its placeholder) showed "Loading sponsors..." after load that way.

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    // Abort after streamTimeout, so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <DocumentOnlyContext value={loadContext.get(pageContext).documentOnly}>
        <ServerRouter context={routerContext} url={request.url} />
      </DocumentOnlyContext>,
      {
        // A finished boundary larger than React's chunk size (12.8 KB) is still sent after its
        // placeholder, to paint the rest first; here the whole page is sent at once anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          ready = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // An error inside a Suspense boundary renders that boundary's error element; the page
          // keeps its status, as it did when the shell had already gone. A shell's own error
          // rejects (onShellError) and React Router answers it.
          if (!ready) console.error(error);
        },
      },
    );
  });
}

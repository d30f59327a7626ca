import type { IncomingMessage, Server } from "node:http";

// A HEAD must tell exactly what its GET would answer: status, headers, length, encoding, ETag.
// Rather than keep a second route per address in step with the first (Fastify's HEAD routes
// skipped compression and the response cache, and broke on streamed answers), a HEAD request
// is handed to the app as a GET. Node decided when the request arrived that its response has no
// body, so the GET's headers go out and its body does not.

const HEAD = Symbol("head");

export function answerHeadAsGet(server: Server) {
  server.prependListener("request", (request: IncomingMessage & { [HEAD]?: boolean }) => {
    if (request.method !== "HEAD") return;
    request[HEAD] = true;
    request.method = "GET";
  });
}

/** Whether the visitor asked with HEAD (it reached the app as a GET). */
export function askedWithHead(request: IncomingMessage): boolean {
  return (request as { [HEAD]?: boolean })[HEAD] === true;
}

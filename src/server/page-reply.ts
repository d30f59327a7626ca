import type { FastifyReply, FastifyRequest } from "fastify";
import type { Page } from "../shared/schemas/list-query.ts";

/**
 * Sends one page of a list as the spec's JSON array, with `X-Total-Count` (rows matching the
 * filters; with `X-Total-Count-Exact: false` when a search stopped counting there and more
 * match) and, unless it is the last page, `Link: <address of the next page>; rel="next"`.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>) {
  reply.header("x-total-count", String(page.total));
  if (page.totalIsExact === false) reply.header("x-total-count-exact", "false");
  if (page.next !== null) {
    const next = new URL(request.url, "http://localhost");
    next.searchParams.set("cursor", String(page.next));
    reply.header("link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}

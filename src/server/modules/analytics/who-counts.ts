import type { FastifyRequest } from "fastify";
import { OFFLINE_SAVE_HEADER } from "../../../shared/constants.ts";
import { askedWithHead } from "../../head-as-get.ts";

// Who counts as a reader of a topic or test (ADR 004, ADR 022), in one place. Not an admin: the
// owner reading their own lessons is checking, not learning. Not a HEAD: a link checker or a
// crawler's probe reads nothing. Not a save for offline (ADR 027): fetching every page of a
// lesson to keep is not reading it. And the response cache's own making of an answer counts nothing
// itself: the views it would count are kept with the answer and count once for each visitor it
// is served to (request.countView and the cache's hits, plugins/response-cache.ts). What counts
// is content's to say: a topic with pages, a test with questions (content.pages.ts).

/** Whether this request's reads of topics and tests count as views. */
export function countsViews(request: FastifyRequest): boolean {
  return (
    request.user?.role !== "admin" &&
    !askedWithHead(request.raw) &&
    request.headers[OFFLINE_SAVE_HEADER] === undefined
  );
}

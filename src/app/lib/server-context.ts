import { createContext, type RouterContext } from "react-router";
import type { Services } from "../../server/services.ts";
import type { ContentType } from "../../shared/constants.ts";
import type { SiteInfo } from "./site.ts";

// The load context carries the server's services to route loaders. Fastify and the React Router
// server build hold separate copies of this module, so the context key lives in the global
// symbol registry: both copies get the same key object.

export interface PageContext {
  services: Services;
  /** The site's name, owner, donation link, and origin for canonical and Open Graph URLs. */
  site: SiteInfo;
  /** Counts a read of a topic or test if this visitor's reads count (request.countView). */
  countView: (contentType: ContentType, contentId: number) => void;
  /**
   * HTML a document request shows but its hydration data leaves out (lib/document-only.tsx,
   * ADR 029); null on a `.data` request, whose data must carry it.
   */
  documentOnly: Map<string, string> | null;
}

const KEY = Symbol.for("learn-ai.page-context");
const registry = globalThis as unknown as Record<symbol, RouterContext<PageContext> | undefined>;

registry[KEY] ??= createContext<PageContext>();
export const pageContext: RouterContext<PageContext> = registry[KEY];

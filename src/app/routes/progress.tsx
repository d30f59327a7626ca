import { CardsDue } from "../features/progress/cards-due.tsx";
import { ProgressPage } from "../features/progress/progress-page.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/progress.ts";

/** The same for every visitor: which topics and tests each category holds (ADR 028). */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalog: await context.get(pageContext).services.content.progressCatalog() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(siteFrom(matches), {
    title: "Your progress",
    description:
      "What you have read, your best test scores, the categories you have completed and your streak, kept only in your own browser.",
    path: "/progress",
  }),
  // Every visitor's copy is an empty shell: nothing in it for a search engine.
  { name: "robots", content: "noindex" },
];

export default function Progress({ loaderData }: Route.ComponentProps) {
  return <ProgressPage catalog={loaderData.catalog} dueCards={<CardsDue />} />;
}

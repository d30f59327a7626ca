import { ContinueLearning } from "../features/home/continue-learning.tsx";
import { DueCards } from "../features/home/due-cards.tsx";
import { HomeHero } from "../features/home/home-hero.tsx";
import { CallToAction, FeatureCards, StatsCards } from "../features/home/home-sections.tsx";
import { PopularTopics } from "../features/home/popular-topics.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(pageContext).services.content.homeSummary();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "Understand Artificial Intelligence",
    description:
      "Free, clear lessons and practice tests on artificial intelligence, from the first ideas to large language models. No account, no tracking.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero counts={loaderData.counts} aside={<DueCards />} />
      {/* A returning visitor's own place comes first (nothing shows for a first visit). */}
      <ContinueLearning />
      <FeatureCards />
      <StatsCards counts={loaderData.counts} />
      <PopularTopics topics={loaderData.popular} />
      <CallToAction />
    </>
  );
}

import { LIMITS } from "../../shared/constants.ts";
import { ContinueLearning } from "../features/home/continue-learning.tsx";
import { HomeHero } from "../features/home/home-hero.tsx";
import { CallToAction, FeatureCards, StatsCards } from "../features/home/home-sections.tsx";
import { PopularTopics } from "../features/home/popular-topics.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  // Counted by the database: the home page reads no whole list.
  const [topics, tests, categories, sponsors] = await Promise.all([
    // Only active topics with written content feature here (spec §4).
    services.topics.homeSummary(LIMITS.popularTopics),
    services.tests.countPublic(),
    services.categories.list(),
    services.sponsors.countPublic(),
  ]);
  return {
    counts: { topics: topics.active, tests, categories: categories.length, sponsors },
    popular: topics.popular,
  };
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
      <HomeHero counts={loaderData.counts} />
      {/* A returning visitor's own place comes first (nothing shows for a first visit). */}
      <ContinueLearning />
      <FeatureCards />
      <StatsCards counts={loaderData.counts} />
      <PopularTopics topics={loaderData.popular} />
      <CallToAction />
    </>
  );
}

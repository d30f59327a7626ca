import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const topics = await services.topics.list();
  return { topicCount: topics.length };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "Understand Artificial Intelligence",
    description: "Free AI lessons and tests.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Understand Artificial Intelligence</h1>
      <p className="mt-4">{loaderData.topicCount} topics</p>
    </section>
  );
}

import { VerifiedResult } from "../features/results/verified-result.tsx";
import { found } from "../lib/found.ts";
import { siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/verify.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, site } = context.get(pageContext);
  const verification = found(await services.results.verify(params["*"] ?? ""));
  return { verification, siteName: site.name };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const name = siteFrom(matches)?.name ?? "Learn AI";
  if (!loaderData) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const { result, valid } = loaderData.verification;
  return [
    {
      title: `${valid ? "Verified result" : "Result that does not verify"}: ${result.title} | ${name}`,
    },
    { name: "description", content: `${result.score}% on ${result.title}, graded by ${name}.` },
    // A result belongs to whoever shares it: never in a search engine's index.
    { name: "robots", content: "noindex" },
  ];
};

export default function Verify({ loaderData }: Route.ComponentProps) {
  return <VerifiedResult {...loaderData} />;
}

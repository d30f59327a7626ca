import { Practice } from "../features/quiz/practice.tsx";
import { QuizNotAvailable } from "../features/quiz/quiz-unavailable.tsx";
import { found } from "../lib/found.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/test-practice.ts";

// Practice has an address of its own, so it can be linked, bookmarked and reloaded; it reads
// the same data as the timed test (ADR 026).
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, countView } = context.get(pageContext);
  return found(await services.content.testPage(params.id, countView));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const test = loaderData?.test;
  if (!test) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  return seo(siteFrom(matches), {
    title: `Practice: ${test.title}`,
    description: `Practise the questions of ${test.title} without a timer, with the answer after each one.`,
    // The test's own address is the one to index and share.
    path: `/test/${test.id}`,
  });
};

export default function TestPracticePage({ loaderData }: Route.ComponentProps) {
  const { test } = loaderData;
  if (test.questions.length === 0) return <QuizNotAvailable />;
  return <Practice key={test.id} test={test} />;
}

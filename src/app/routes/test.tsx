import { useLocation, useNavigation } from "react-router";
import { Quiz } from "../features/quiz/quiz.tsx";
import { QuizNotAvailable } from "../features/quiz/quiz-unavailable.tsx";
import { found } from "../lib/found.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/test.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, countView } = context.get(pageContext);
  return found(await services.content.testPage(params.id, countView));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const test = loaderData?.test;
  if (!test) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  return seo(siteFrom(matches), {
    title: test.title,
    description: test.description,
    path: `/test/${test.id}`,
  });
};

export default function TestPage({ loaderData }: Route.ComponentProps) {
  const { test } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // Another test is on its way (the same one revalidating keeps the quiz where it is).
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/test/") &&
    navigation.location.pathname !== location.pathname;
  if (loading) {
    return (
      <p
        role="status"
        className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600 dark:text-slate-300"
      >
        Loading quiz...
      </p>
    );
  }
  if (test.questions.length === 0) return <QuizNotAvailable />;
  return <Quiz key={test.id} test={test} />;
}

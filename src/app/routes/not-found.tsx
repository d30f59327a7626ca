import { data } from "react-router";
import { ButtonLink } from "../components/ui/button.tsx";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
}

export function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go home</ButtonLink>
        <ButtonLink to="/topics" variant="secondary">
          Browse topics
        </ButtonLink>
      </div>
    </div>
  );
}

export default NotFound;

import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root.ts";
import appCssUrl from "./app.css?url";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { THEME_SCRIPT } from "./components/theme-toggle.tsx";
import { Toasts } from "./components/toasts.tsx";
import { registerServiceWorker } from "./lib/offline/register-sw.ts";
import { pageContext } from "./lib/server-context.ts";
import type { SiteInfo } from "./lib/site.ts";
import { NotFound } from "./routes/not-found.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(pageContext).site };
}

/**
 * The site info changes only when the owner saves Platform Settings, which revalidates the page
 * in place (same URL, no form); navigating between pages never reloads it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  return !formMethod && currentUrl.href === nextUrl.href;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** A route whose handle says `scripts: false` is sent as plain HTML (the offline page). */
const withScripts = (handle: unknown) =>
  (handle as { scripts?: boolean } | undefined)?.scripts !== false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const scripts = useMatches().every((match) => withScripts(match.handle));
  const site: SiteInfo = data?.site ?? {
    name: "Learn AI",
    ownerName: "",
    companyName: null,
    donationUrl: null,
    origin: "",
  };
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        {/* A constant script: sets the theme class before the first paint. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        {/* A precedence makes React write the stylesheet first in <head>, ahead of a dozen module
            preloads: on a slow connection the sheet the first paint waits for then comes first. */}
        <link rel="stylesheet" href={appCssUrl} precedence="default" />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        <SiteHeader siteName={site.name} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} />
        <Toasts />
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(registerServiceWorker, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Please try refreshing the page or contact support if the problem persists.
      </p>
    </div>
  );
}

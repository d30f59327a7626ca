import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("sponsors", "routes/sponsors.tsx"),
  route("sponsors/become", "routes/sponsors-become.tsx"),
  route("contact", "routes/contact.tsx"),
  route("tests", "routes/tests.tsx"),
  route("test/:id", "routes/test.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("topics", "routes/topics.tsx"),
  route("topic/:id", "routes/topic.tsx"),
  route("search", "routes/search.tsx"),
  layout("routes/admin/admin-root.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    layout("routes/admin/protected.tsx", [
      route("admin", "routes/admin/index.tsx"),
      route("admin/dashboard", "routes/admin/dashboard.tsx"),
      route("admin/analytics", "routes/admin/analytics.tsx"),
      route("admin/contact", "routes/admin/contact.tsx"),
      route("admin/topics", "routes/admin/topics.tsx"),
      route("admin/tests", "routes/admin/tests.tsx"),
      route("admin/sponsors", "routes/admin/sponsors.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

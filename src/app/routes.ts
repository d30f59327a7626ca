import { index, type RouteConfig, route } from "@react-router/dev/routes";

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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

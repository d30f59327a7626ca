import { adminMeta } from "../../features/admin/meta.ts";
import { SponsorsScreen } from "../../features/admin/sponsors/sponsors-screen.tsx";
import type { Route } from "./+types/sponsors.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Sponsors");

export default function AdminSponsors() {
  return <SponsorsScreen />;
}

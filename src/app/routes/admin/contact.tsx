import { MessagesScreen } from "../../features/admin/messages/messages-screen.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/contact.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Messages");

export default function AdminMessages() {
  return <MessagesScreen />;
}

import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { createAdminQueryClient } from "../../features/admin/query-client.ts";
import { PageSpinner } from "../../features/admin/ui/spinner.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

// Every /admin page renders in the browser over /api with TanStack Query (ADR 008): the server
// sends the same spinner shell to everyone, and the owner's data never passes through the HTML.
export default function AdminRoot() {
  const [client] = useState(createAdminQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      {hydrated ? <Outlet /> : <PageSpinner />}
    </QueryClientProvider>
  );
}

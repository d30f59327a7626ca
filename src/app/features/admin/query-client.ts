import { QueryClient } from "@tanstack/react-query";

// Spec §9: no refetch interval, no refetch on focus, no retries, data never stale. The tests
// list alone is always stale (its query sets staleTime 0).
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

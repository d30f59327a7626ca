import { useQueries } from "@tanstack/react-query";
import { batchQuery } from "./batches-api.ts";
import { jobQuery } from "./jobs-api.ts";
import { useWatched } from "./watched-store.ts";

/**
 * Follows every generation this tab started until it ends, on whichever admin screen is open:
 * mounted once by the protected admin layout. The queries announce the endings themselves.
 */
export function GenerationWatcher() {
  const watched = useWatched();
  useQueries({ queries: watched.jobs.map((id) => jobQuery(id)) });
  useQueries({
    queries: watched.batches.filter((batch) => !batch.ended).map((batch) => batchQuery(batch.id)),
  });
  return null;
}

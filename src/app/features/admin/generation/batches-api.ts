import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "sonner";
import type { JobKind } from "../../../../shared/schemas/generation.ts";
import { ApiError, api, errorMessage } from "../api.ts";
import { generationKeys, refreshAfter, showToast } from "./jobs-api.ts";
import { batchEndMessage, type GenerationBatch } from "./messages.ts";
import {
  currentWatched,
  dismissBatch,
  followBatch,
  markBatchEnded,
  useWatched,
} from "./watched-store.ts";

// 'Generate all missing': one batch of jobs per kind. The followed batch is polled while it
// runs; every finished job refreshes the list (cards switch from Generate to Refresh as pages
// arrive) and the end is announced once, whichever admin screen is open.

const BATCH_EVERY_MS = 1500;

/** Refreshes what a step of the run changed and announces its end once. */
function settleBatch(client: QueryClient, batch: GenerationBatch, before: GenerationBatch | null) {
  const settled = (value: GenerationBatch | null) =>
    value ? value.succeeded + value.failed + value.cancelled : -1;
  if (settled(batch) !== settled(before)) void refreshAfter(client, batch.kind);
  const followed = currentWatched(client).batches.find((item) => item.id === batch.id);
  if (batch.status === "running" || !followed || followed.ended) return;
  markBatchEnded(client, batch.id);
  const message = batchEndMessage(batch);
  if (message) showToast(message);
}

export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: generationKeys.batch(id),
    queryFn: async ({ client, queryKey }): Promise<GenerationBatch | null> => {
      const before = client.getQueryData<GenerationBatch | null>(queryKey) ?? null;
      try {
        const batch = await api<GenerationBatch>("GET", `/api/generation-batches/${id}`);
        settleBatch(client, batch, before);
        return batch;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          dismissBatch(client, id);
          return null;
        }
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "running" ? BATCH_EVERY_MS : false),
  });

/** A run started elsewhere (another tab, before a reload that lost the tab's storage) is followed too. */
const activeBatchesQuery = (kind: JobKind) =>
  queryOptions({
    queryKey: generationKeys.activeBatches(kind),
    queryFn: async ({ client }) => {
      const { batches } = await api<{ batches: GenerationBatch[] }>(
        "GET",
        `/api/generation-batches?kind=${kind}&active=true`,
      );
      const [newest] = batches;
      if (newest && !currentWatched(client).batches.some((item) => item.id === newest.id)) {
        followBatch(client, newest.id, kind);
      }
      return batches;
    },
    staleTime: 0,
  });

/** The bulk run shown on the topics or tests screen: running, or ended and not yet dismissed. */
export function useBulkRun(kind: JobKind) {
  useQuery(activeBatchesQuery(kind));
  const followed = useWatched().batches.find((item) => item.kind === kind);
  // The watcher polls a running batch; here it is only read (and fetched once after a reload).
  const batch = useQuery({
    ...batchQuery(followed?.id ?? 0),
    enabled: followed !== undefined,
    refetchInterval: false,
  });
  const data = followed ? batch.data : undefined;
  return {
    batch: data ?? null,
    running: data?.status === "running",
  };
}

export function useStartBatch(kind: JobKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customPrompt: string | undefined) =>
      api<{ batchId: number; total: number }>("POST", "/api/generation-batches", {
        kind,
        ...(customPrompt ? { customPrompt } : {}),
      }),
    onSuccess: ({ batchId }) => {
      followBatch(client, batchId, kind);
      return client.invalidateQueries({ queryKey: generationKeys.active(kind) });
    },
    onError: (error) => {
      toast.error("Generation Failed", {
        description: errorMessage(error, "Failed to start the bulk generation"),
      });
    },
  });
}

export function useCancelBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: GenerationBatch) =>
      api<GenerationBatch>("POST", `/api/generation-batches/${batch.id}/cancel`),
    onSuccess: (batch, previous) => {
      client.setQueryData(generationKeys.batch(batch.id), batch);
      settleBatch(client, batch, previous);
    },
    onError: (error, batch) => {
      toast.error("Cancel Failed", {
        description: errorMessage(error, "The bulk generation could not be cancelled."),
      });
      return client.invalidateQueries({ queryKey: generationKeys.batch(batch.id) });
    },
  });
}

export function useDismissBatch() {
  const client = useQueryClient();
  return (batch: GenerationBatch) => dismissBatch(client, batch.id);
}

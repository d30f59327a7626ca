import {
  type QueryClient,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useMemo } from "react";
import { toast } from "sonner";
import type { JobAction, JobKind } from "../../../../shared/schemas/generation.ts";
import { ApiError, api, errorMessage } from "../api.ts";
import { keys } from "../queries.ts";
import {
  failureWords,
  type GenerationJob,
  isActiveJob,
  jobEndMessage,
  type ToastMessage,
} from "./messages.ts";
import { currentWatched, forgetJob, watchJob } from "./watched-store.ts";

// Generation jobs (issue 5): starting one answers 202 {jobId}; the job is then followed with
// GET /api/generation-jobs/:id until it ends. The side effects of an ending (toast, fresh lists)
// run where the ending is learnt, in the query function, so they happen once per job whichever
// screen is open.

export const generationKeys = {
  job: (id: number) => ["generation-jobs", id] as const,
  active: (kind: JobKind) => ["generation-jobs", "active", kind] as const,
  batch: (id: number) => ["generation-batches", id] as const,
  activeBatches: (kind: JobKind) => ["generation-batches", "active", kind] as const,
};

/** The versions list of one topic or test (the versions dialog reads it under this key). */
export const versionsKey = (kind: JobKind, id: number) => ["versions", kind, id] as const;
export const listKey = (kind: JobKind) => (kind === "topic" ? keys.topics : keys.tests);

const WATCH_EVERY_MS = 1000;
const ACTIVE_EVERY_MS = 1500;

export function showToast({ tone, title, description }: ToastMessage) {
  toast[tone](title, { description });
}

/** New pages or questions may be there: the list, the target's versions and the active jobs. */
export function refreshAfter(client: QueryClient, kind: JobKind, targetId?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey(kind) }),
    client.invalidateQueries({
      queryKey: targetId === undefined ? ["versions", kind] : versionsKey(kind, targetId),
    }),
    client.invalidateQueries({ queryKey: generationKeys.active(kind) }),
  ]);
}

/** Announces a watched job's end once, then forgets it. */
function settleJob(client: QueryClient, job: GenerationJob) {
  if (isActiveJob(job) || !currentWatched(client).jobs.includes(job.id)) return;
  forgetJob(client, job.id);
  const message = jobEndMessage(job);
  if (message) showToast(message);
  void refreshAfter(client, job.kind, job.targetId);
}

/** One watched job, polled about every second while the watcher holds it. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: generationKeys.job(id),
    queryFn: async ({ client }): Promise<GenerationJob | null> => {
      try {
        const job = await api<GenerationJob>("GET", `/api/generation-jobs/${id}`);
        settleJob(client, job);
        return job;
      } catch (error) {
        // Gone (its topic or test was deleted with it): nothing left to wait for.
        if (error instanceof ApiError && error.status === 404) {
          forgetJob(client, id);
          return null;
        }
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: WATCH_EVERY_MS,
  });

/** Queued and running jobs of a kind, for the cards' pending state; polled while there are any. */
const activeJobsQuery = (kind: JobKind) =>
  queryOptions({
    queryKey: generationKeys.active(kind),
    queryFn: async ({ client, queryKey }) => {
      const before = client.getQueryData<GenerationJob[]>(queryKey) ?? [];
      const { jobs } = await api<{ jobs: GenerationJob[] }>(
        "GET",
        `/api/generation-jobs?kind=${kind}&active=true`,
      );
      // A job that left the list ended (maybe started in another tab or by a bulk run).
      const now = new Set(jobs.map((job) => job.id));
      if (before.some((job) => !now.has(job.id))) {
        void client.invalidateQueries({ queryKey: listKey(kind) });
      }
      return jobs;
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.length ? ACTIVE_EVERY_MS : false),
  });

export interface StartRequest {
  kind: JobKind;
  action: JobAction;
  targetId: number;
  url: string;
  body: unknown;
}

const startKey = ["generation", "start"] as const;

/** Starts one generation; the watcher announces its end. */
export function useStartGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: startKey,
    mutationFn: (request: StartRequest) =>
      api<{ jobId: number }>("POST", request.url, request.body),
    onSuccess: async ({ jobId }, { kind }) => {
      watchJob(client, jobId);
      await client.invalidateQueries({ queryKey: generationKeys.active(kind) });
    },
    onError: (error, { kind, action }) => {
      const words = failureWords(kind, action);
      toast.error(words.title, { description: errorMessage(error, words.fallback) });
      // 409: it is being generated already, so show that.
      void client.invalidateQueries({ queryKey: generationKeys.active(kind) });
    },
  });
}

export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: GenerationJob) =>
      api<GenerationJob>("POST", `/api/generation-jobs/${job.id}/cancel`),
    onSuccess: (job) => {
      client.setQueryData(generationKeys.job(job.id), job);
      settleJob(client, job);
      return refreshAfter(client, job.kind, job.targetId);
    },
    onError: (error, job) => {
      toast.error("Cancel Failed", {
        description: errorMessage(error, "The generation could not be cancelled."),
      });
      return refreshAfter(client, job.kind, job.targetId);
    },
  });
}

export interface InProgress {
  action: JobAction;
  /** null while the start request is on its way. */
  job: GenerationJob | null;
}

/** Topics or tests being generated now, by id: from the server, so right after a reload too. */
export function useGenerationsInProgress(kind: JobKind): ReadonlyMap<number, InProgress> {
  const active = useQuery(activeJobsQuery(kind)).data;
  const starting = useMutationState({
    filters: { mutationKey: startKey, status: "pending" },
    select: (mutation) => mutation.state.variables as StartRequest | undefined,
  });
  return useMemo(() => {
    const map = new Map<number, InProgress>();
    for (const request of starting) {
      if (request?.kind === kind) map.set(request.targetId, { action: request.action, job: null });
    }
    for (const job of active ?? []) map.set(job.targetId, { action: job.action, job });
    return map;
  }, [active, starting, kind]);
}

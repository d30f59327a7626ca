import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import type { contentVersion, JobKind } from "../../../../shared/schemas/generation.ts";
import { api, errorMessage } from "../api.ts";
import { listKey, versionsKey } from "../generation/jobs-api.ts";
import { exactTime } from "../messages/received-at.ts";
import { keys } from "../queries.ts";

export type AdminVersion = z.input<typeof contentVersion>;

const base = (kind: JobKind, id: number) => `/api/${kind === "topic" ? "topics" : "tests"}/${id}`;

/** A topic's or test's versions, newest first; read only while its History dialog is open. */
export function useVersions(kind: JobKind, id: number | null) {
  return useQuery({
    queryKey: versionsKey(kind, id ?? 0),
    queryFn: async () =>
      (await api<{ versions: AdminVersion[] }>("GET", `${base(kind, id ?? 0)}/versions`)).versions,
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useRestoreVersion(kind: JobKind, target: { id: number; title: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: AdminVersion) =>
      api<{ versions: AdminVersion[] }>(
        "POST",
        `${base(kind, target.id)}/versions/${version.id}/restore`,
      ),
    onSuccess: async (result, version) => {
      client.setQueryData(versionsKey(kind, target.id), result.versions);
      toast.success("Version Restored", {
        description: `"${target.title}" shows the version from ${exactTime(version.createdAt)}.`,
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: listKey(kind) }),
        client.invalidateQueries({
          queryKey: kind === "topic" ? keys.topicContent(target.id) : keys.testContent(target.id),
        }),
      ]);
    },
    onError: (error) => {
      toast.error("Restore Failed", {
        description: errorMessage(error, "Failed to restore version"),
      });
    },
  });
}

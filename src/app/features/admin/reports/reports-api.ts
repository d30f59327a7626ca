import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ReportStatus } from "../../../../shared/schemas/problem-report.ts";
import type { ReportedPlaceRecord } from "../../../../shared/schemas/reported-place.ts";
import { api, errorMessage } from "../api.ts";
import { removeFromPages } from "../paging/cached-pages.ts";
import { listAddress, usePagedList } from "../paging/use-paged-list.ts";

// GET /api/problem-reports (a page of reported places), its counts, resolving a place and
// deleting a report (ADR 032). A write takes the place out of the shown list at once; the pages
// and counts are then fetched again.

export const reportKeys = { all: ["problem-reports"] as const };
export type ReportedPlace = ReportedPlaceRecord;

export function useReportedPlaces(status: ReportStatus) {
  return usePagedList<ReportedPlace>(
    reportKeys.all,
    listAddress("/api/problem-reports", { status }),
  );
}

export function useReportCounts() {
  return useQuery({
    queryKey: [...reportKeys.all, "counts"],
    queryFn: () => api<Record<ReportStatus, number>>("GET", "/api/problem-reports/counts"),
  });
}

export function useResolvePlace(place: ReportedPlace) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ resolved: number }>("POST", `/api/problem-reports/places/${place.id}/resolve`),
    onSuccess: ({ resolved }) => {
      removeFromPages(client, reportKeys.all, place.id);
      toast.success("Reports resolved", {
        description: `${resolved === 1 ? "1 report" : `${resolved} reports`} marked done.`,
      });
    },
    onError: (error) => {
      toast.error("Resolve failed", { description: errorMessage(error, "Please try again.") });
    },
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>("DELETE", `/api/problem-reports/${id}`),
    onSuccess: () => toast.success("Report deleted"),
    onError: (error) => {
      toast.error("Delete failed", { description: errorMessage(error, "Please try again.") });
    },
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

import { useQuery } from "@tanstack/react-query";
import type { QuestionStats } from "../../../../shared/answer-stats.ts";
import { api } from "../api.ts";

/** A test's answer statistics; read only while its Statistics dialog is open. */
export function useAnswerStats(testId: number | null) {
  return useQuery({
    queryKey: ["admin", "tests", testId, "answer-stats"],
    queryFn: () => api<QuestionStats[]>("GET", `/api/tests/${testId}/answer-stats`),
    enabled: testId !== null,
    staleTime: 0,
  });
}

import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage } from "../api.ts";
import { keys } from "../queries.ts";

// Quiz generation, kept in this one module: today POST /api/tests/{id}/generate answers at once
// (503 until an AI provider is configured); a later issue turns it into jobs, and only this file
// should have to change.

const GENERATE = ["tests", "generate"] as const;
const DEFAULT_QUESTION_COUNT = 10;

interface GenerateVariables {
  testId: number;
  customPrompt: string;
}

interface GenerateResult {
  testId?: number;
  questionCount?: number;
}

export function useGenerateQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: GENERATE,
    mutationFn: ({ testId, customPrompt }: GenerateVariables) =>
      api<GenerateResult>("POST", `/api/tests/${testId}/generate`, { customPrompt }),
    onSuccess: async (result) => {
      const count = result?.questionCount ?? DEFAULT_QUESTION_COUNT;
      toast.success("Success!", { description: `Generated ${count} questions for the test.` });
      await client.invalidateQueries({ queryKey: keys.tests });
    },
    onError: (error) => {
      toast.error("Generation Failed", {
        description: errorMessage(error, "Failed to generate quiz content"),
      });
    },
  });
}

/** The ids of the tests whose questions are being generated right now. */
export function useGeneratingTestIds(): Set<number> {
  const pending = useMutationState({
    filters: { mutationKey: GENERATE, status: "pending" },
    select: (mutation) => (mutation.state.variables as GenerateVariables | undefined)?.testId,
  });
  return new Set(pending.filter((id): id is number => id !== undefined));
}

export function defaultQuizPrompt(level: string): string {
  return `Create 10-15 multiple-choice questions for this test at the ${level} level. Each question has 4 options (A, B, C and D), exactly one correct answer, and a short explanation of why that answer is right. Spread the correct answers evenly across A, B, C and D.`;
}

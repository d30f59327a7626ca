import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import type {
  testCreateSchema,
  testNumbersSchema,
  testUpdateSchema,
} from "../../../../shared/schemas/test.ts";
import { api, errorMessage } from "../api.ts";
import { type AdminTest, keys } from "../queries.ts";

// The writes of the tests screen. Each one refreshes the tests list (and its content queries,
// which sit under the same key); a new category name also refreshes the categories.

export type TestCreateInput = z.output<typeof testCreateSchema>;
export type TestNumbers = z.output<typeof testNumbersSchema>;
export type TestUpdate = z.output<typeof testUpdateSchema>;

function useInvalidate() {
  const client = useQueryClient();
  return (withCategories: boolean) =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.tests }),
      withCategories ? client.invalidateQueries({ queryKey: keys.categories }) : null,
    ]);
}

export function useCreateTest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TestCreateInput) => api<AdminTest>("POST", "/api/tests", input),
    onSuccess: async (test) => {
      toast.success("Test Created", { description: `"${test.title}" was added.` });
      await invalidate(true);
    },
    onError: (error) => {
      toast.error("Create Failed", { description: errorMessage(error, "Failed to create test") });
    },
  });
}

/** The inline time limit and passing score edits (PATCH /api/tests/{id}/update). */
export function useUpdateTestNumbers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TestNumbers }) =>
      api<AdminTest>("PATCH", `/api/tests/${id}/update`, changes),
    onSuccess: async () => {
      toast.success("Test updated successfully");
      await invalidate(false);
    },
    onError: (error) => {
      toast.error("Update failed", { description: errorMessage(error, "Update failed") });
    },
  });
}

/** The owner's edit dialog: fields and questions (PATCH /api/tests/{id}). */
export function useUpdateTest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TestUpdate }) =>
      api<AdminTest>("PATCH", `/api/tests/${id}`, changes),
    onSuccess: async (_test, { changes }) => {
      toast.success("Test updated successfully");
      await invalidate(changes.category !== undefined);
    },
    onError: (error) => {
      toast.error("Update failed", { description: errorMessage(error, "Update failed") });
    },
  });
}

export function useDeleteTest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (test: AdminTest) => api<void>("DELETE", `/api/tests/${test.id}`),
    onSuccess: async (_nothing, test) => {
      toast.success("Test Deleted", { description: `"${test.title}" was deleted.` });
      await invalidate(false);
    },
    onError: (error) => {
      toast.error("Delete Failed", { description: errorMessage(error, "Failed to delete test") });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import type { ChangePasswordInput } from "../../../../shared/schemas/auth.ts";
import type { SettingsFormOutput } from "../../../../shared/schemas/settings.ts";
import { api } from "../api.ts";
import { type AdminSettings, keys } from "../queries.ts";

/** PATCH /api/settings with the changed fields; the site header reloads the new name. */
export function useSaveSettings() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (changes: Partial<SettingsFormOutput>) =>
      api<AdminSettings>("PATCH", "/api/settings", changes),
    onSuccess: (settings) => {
      client.setQueryData(keys.settings, settings);
      void revalidator.revalidate();
    },
  });
}

/** POST /api/user/password; the server ends every other session of this user. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<void>("POST", "/api/user/password", input),
  });
}

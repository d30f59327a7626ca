import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { api, errorMessage } from "./api.ts";
import { keys } from "./queries.ts";

/** Sign Out: ends the session on the server, forgets every cached answer, goes to the login. */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<void>("POST", "/api/logout"),
    onSuccess: () => {
      client.clear();
      client.setQueryData(keys.user, null);
      toast.success("Logged out", { description: "You have been logged out successfully" });
      navigate("/admin/login", { replace: true });
    },
    onError: (error) => {
      toast.error("Logout failed", { description: errorMessage(error, "Please try again.") });
    },
  });
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { type LoginInput, loginSchema, type User } from "../../../shared/schemas/auth.ts";
import { Field } from "../../components/form/field.tsx";
import { ApiError, api } from "./api.ts";
import { keys } from "./queries.ts";
import { PendingButton } from "./ui/form-parts.tsx";

export function LoginForm() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const login = useMutation({
    mutationFn: (input: LoginInput) => api<User>("POST", "/api/login", input),
    onSuccess: (user) => {
      client.setQueryData(keys.user, user);
      toast.success("Login successful", { description: "Welcome back!" });
      navigate("/admin/dashboard", { replace: true });
    },
    onError: (error) => {
      if (isThrottled(error)) {
        // The server's message says how long to wait ("… Try again in 10 minutes.").
        toast.error("Login failed", { description: error.message });
        return;
      }
      const description =
        error instanceof ApiError && error.status === 401
          ? "Invalid username or password"
          : error.message || "Invalid username or password";
      toast.error("Login failed", { description });
      form.setValue("password", "");
      form.setFocus("password");
    },
  });
  const { errors } = form.formState;
  // The last attempt's answer; a new attempt clears it.
  const throttled = isThrottled(login.error) ? login.error.message : null;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
      className="space-y-5"
    >
      <Field id="login-username" label="Username" error={errors.username?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register("username")}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register("password")}
            type="password"
            autoComplete="current-password"
          />
        )}
      </Field>
      {throttled ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {throttled}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        className="w-full"
        pending={login.isPending}
        pendingText="Signing in..."
      >
        Sign In
      </PendingButton>
    </form>
  );
}

function isThrottled(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

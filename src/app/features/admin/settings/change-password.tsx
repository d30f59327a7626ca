import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  type ChangePasswordFormInput,
  changePasswordFormSchema,
  PASSWORD_MIN,
} from "../../../../shared/schemas/auth.ts";
import { Field } from "../../../components/form/field.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ApiError, errorMessage } from "../api.ts";
import { useUser } from "../queries.ts";
import { PendingButton } from "../ui/form-parts.tsx";
import { useChangePassword } from "./settings-api.ts";

const EMPTY: ChangePasswordFormInput = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

/** The logged-in user's own password; every other session of theirs ends on success. */
export function ChangePassword() {
  const change = useChangePassword();
  const user = useUser();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success("Password changed", {
            description: "Other sessions have been signed out.",
          });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          const named = (["currentPassword", "newPassword"] as const).filter((f) => fields[f]);
          for (const field of named) form.setError(field, { message: fields[field] });
          if (named[0]) {
            form.setFocus(named[0]);
            if (named[0] === "currentPassword") form.setValue("currentPassword", "");
            return;
          }
          toast.error("Password not changed", {
            description: errorMessage(
              error,
              "The password could not be changed. Please try again.",
            ),
          });
        },
      },
    );
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Change Password</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Your other sessions are signed out; this one stays signed in.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        {/* Lets password managers tie the new password to this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.data?.username ?? ""}
          hidden
          readOnly
        />
        <Field
          id="password-current"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register("currentPassword")}
              type="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field
          id="password-new"
          label="New password"
          error={errors.newPassword?.message}
          hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`}
        >
          {(control) => (
            <input
              {...control}
              {...form.register("newPassword")}
              type="password"
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field
          id="password-confirm"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register("confirmPassword")}
              type="password"
              autoComplete="new-password"
            />
          )}
        </Field>
        <PendingButton type="submit" pending={change.isPending} pendingText="Changing...">
          Change Password
        </PendingButton>
      </form>
    </Card>
  );
}

import { z } from "zod";
import { ROLES } from "../constants.ts";
import { requiredText } from "./common.ts";

export const loginSchema = z.strictObject({
  username: requiredText("Username is required", 64),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const PASSWORD_MIN = 12;

export const newPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(1024, "Password is too long");

const changePasswordFields = z.strictObject({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(1024, "Password is too long"),
  newPassword: newPasswordSchema,
});
const isNewPassword = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword;
const mustDiffer = {
  path: ["newPassword"],
  message: "New password must be different from the current one",
};

/** POST /api/user/password: the user's own password, checked against the current one. */
export const changePasswordSchema = changePasswordFields.refine(isNewPassword, mustDiffer);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The Change Password form: the same fields, and the new password typed twice. */
export const changePasswordFormSchema = changePasswordFields
  .extend({
    confirmPassword: z
      .string({ error: "Please confirm the new password" })
      .min(1, "Please confirm the new password"),
  })
  .refine(isNewPassword, mustDiffer)
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type User = z.output<typeof userSchema>;

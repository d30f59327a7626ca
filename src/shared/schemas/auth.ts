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

/** POST /api/user/password: the user's own password, checked against the current one. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(1024, "Password is too long"),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ["newPassword"],
    message: "New password must be different from the current one",
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type User = z.output<typeof userSchema>;

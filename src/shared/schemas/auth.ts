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
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(1024, "Password is too long");

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type User = z.output<typeof userSchema>;

import { z } from "zod";
import { isoDate, requiredText } from "./common.ts";
import { optionalText } from "./form-fields.ts";

export const categoryName = requiredText("Category is required", 100);

export const categoryCreateSchema = z.strictObject({
  name: requiredText("Name is required", 100),
  description: optionalText(500),
});

export const categoryRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoDate,
});

import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageSchema } from "../../../shared/schemas/contact-form.ts";

/** Loaded after the page (see lib/lazy-resolver.ts). */
export const resolver = zodResolver(contactMessageSchema);

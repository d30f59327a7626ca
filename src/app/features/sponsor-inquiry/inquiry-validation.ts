import { zodResolver } from "@hookform/resolvers/zod";
import { sponsorInquirySchema } from "../../../shared/schemas/sponsor-inquiry-form.ts";

/** Loaded after the page (see lib/lazy-resolver.ts). */
export const resolver = zodResolver(sponsorInquirySchema);

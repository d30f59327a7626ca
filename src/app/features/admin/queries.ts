import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { InquiryStatus, SponsorStatus, Tier } from "../../../shared/constants.ts";
import type { MessageTab } from "../../../shared/message-moves.ts";
import type { User } from "../../../shared/schemas/auth.ts";
import type { categoryRecord } from "../../../shared/schemas/category.ts";
import type { contactMessageRecord } from "../../../shared/schemas/contact.ts";
import type {
  contentCountsRecord,
  createdCountsRecord,
} from "../../../shared/schemas/list-query.ts";

import type { sponsorRecord } from "../../../shared/schemas/sponsor.ts";
import type { sponsorInquiryRecord } from "../../../shared/schemas/sponsor-inquiry.ts";
import type { testContent, testSummary } from "../../../shared/schemas/test.ts";
import type { topicContent, topicSummary } from "../../../shared/schemas/topic.ts";
import { ApiError, api } from "./api.ts";

// Every admin read, keyed in one place so a mutation can invalidate exactly what it changed.
// Types are the API's wire shapes (dates as ISO strings), taken from the shared schemas.

export type AdminTopic = z.input<typeof topicSummary>;
export type AdminTopicContent = z.input<typeof topicContent>;
export type AdminTest = z.input<typeof testSummary>;
export type AdminTestContent = z.input<typeof testContent>;
export type AdminCategory = z.input<typeof categoryRecord>;
export type AdminSponsor = z.input<typeof sponsorRecord>;
export type AdminInquiry = z.input<typeof sponsorInquiryRecord>;
export type AdminMessage = z.input<typeof contactMessageRecord>;
export type ContentCounts = z.input<typeof contentCountsRecord>;
export type CreatedCounts = z.input<typeof createdCountsRecord>;
export interface SponsorCounts extends CreatedCounts {
  byStatus: Record<SponsorStatus, number>;
  byTier: Record<Tier, { total: number; active: number }>;
  /** Those the public directory shows. */
  shown: number;
}

export const keys = {
  user: ["user"] as const,
  topics: ["topics"] as const,
  topicContent: (id: number) => ["topics", id, "content"] as const,
  tests: ["tests"] as const,
  testContent: (id: number) => ["tests", id, "content"] as const,
  categories: ["categories"] as const,
  sponsors: ["sponsors"] as const,
  inquiries: ["sponsor-inquiries"] as const,
  messages: ["contact-messages"] as const,
  pageViews: ["analytics", "page-views"] as const,
  apiMetrics: ["analytics", "api-metrics"] as const,
  settings: ["settings"] as const,
};

/** The logged-in user, or null when nobody is (401). */
export function useUser() {
  return useQuery({
    queryKey: keys.user,
    queryFn: async () => {
      try {
        return await api<User>("GET", "/api/user");
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/** The whole topics list counted (totals, per category, created per day), never loaded. */
export function useTopicCounts() {
  return useQuery({
    queryKey: [...keys.topics, "counts"],
    queryFn: () => api<ContentCounts>("GET", "/api/topics/counts"),
  });
}

/** The tests are always stale (spec §9), their counts too. */
export function useTestCounts() {
  return useQuery({
    queryKey: [...keys.tests, "counts"],
    queryFn: () => api<ContentCounts>("GET", "/api/tests/counts"),
    staleTime: 0,
  });
}

export function useSponsorCounts() {
  return useQuery({
    queryKey: [...keys.sponsors, "counts"],
    queryFn: () => api<SponsorCounts>("GET", "/api/sponsors/counts"),
  });
}

export function useInquiryCounts() {
  return useQuery({
    queryKey: [...keys.inquiries, "counts"],
    queryFn: () => api<Record<InquiryStatus, number>>("GET", "/api/sponsor-inquiries/counts"),
  });
}

export function useMessageCounts() {
  return useQuery({
    queryKey: [...keys.messages, "counts"],
    queryFn: () => api<Record<MessageTab, number>>("GET", "/api/contact-messages/counts"),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => api<AdminCategory[]>("GET", "/api/categories"),
  });
}

/** Platform settings and the AI provider's status (never its key). */
export interface AdminSettings {
  siteName: string;
  ownerName: string;
  companyName: string | null;
  donationUrl: string | null;
  ai: { configured: boolean; provider: string | null; model: string | null };
}

/** GET /api/settings (admin). */
export function useSettings() {
  return useQuery({
    queryKey: keys.settings,
    queryFn: () => api<AdminSettings>("GET", "/api/settings"),
  });
}

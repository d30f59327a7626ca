import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { User } from "../../../shared/schemas/auth.ts";
import type { categoryRecord } from "../../../shared/schemas/category.ts";
import type { contactMessageRecord } from "../../../shared/schemas/contact.ts";
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

export function useTopics() {
  return useQuery({
    queryKey: keys.topics,
    queryFn: () => api<AdminTopic[]>("GET", "/api/topics"),
  });
}

/** The tests list is the one query that is always stale (spec §9). */
export function useTests() {
  return useQuery({
    queryKey: keys.tests,
    queryFn: () => api<AdminTest[]>("GET", "/api/tests"),
    staleTime: 0,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => api<AdminCategory[]>("GET", "/api/categories"),
  });
}

/** Every sponsor, suspended and inactive ones included. */
export function useSponsors() {
  return useQuery({
    queryKey: keys.sponsors,
    queryFn: () => api<AdminSponsor[]>("GET", "/api/sponsors?all=true"),
  });
}

export function useInquiries() {
  return useQuery({
    queryKey: keys.inquiries,
    queryFn: () => api<AdminInquiry[]>("GET", "/api/sponsor-inquiries"),
  });
}

export function useMessages() {
  return useQuery({
    queryKey: keys.messages,
    queryFn: () => api<AdminMessage[]>("GET", "/api/contact-messages"),
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

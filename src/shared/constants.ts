// Business constants of spec §9, in one place for the server and the browser.

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];

export const TIERS = ["gold", "silver", "bronze"] as const;
export type Tier = (typeof TIERS)[number];

export const ORGANIZATION_TYPES = [
  "tech-software",
  "consulting-services",
  "enterprise-industry",
  "education-research",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  "tech-software": "Tech & Software",
  "consulting-services": "Consulting & Services",
  "enterprise-industry": "Enterprise & Industry",
  "education-research": "Education & Research",
};

export const SPONSOR_STATUSES = ["active", "suspended"] as const;
export type SponsorStatus = (typeof SPONSOR_STATUSES)[number];

export const INQUIRY_STATUSES = ["pending", "approved", "declined"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** 'unread' is the legacy spelling of 'pending'; both list under the Pending tab. */
export const MESSAGE_STATUSES = ["pending", "unread", "responded", "closed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const CONTENT_TYPES = ["topic", "test"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const LIMITS = {
  popularTopics: 3,
  inquiryDescriptionMin: 50,
  sponsorDescriptionMax: 300,
  sponsorAddDescriptionMin: 10,
  nameMin: 2,
  contactSubjectMin: 5,
  contactMessageMin: 10,
  contactMessageMax: 500,
  contactMessageWarn: 450,
  analyticsDays: 30,
  topCategories: 9,
} as const;

export const TEST_DEFAULTS = {
  /** Add Test form and generate dialog. */
  timeLimit: 30,
  passingScore: 70,
  /** Quiz fallback when the content call fails (spec §7). */
  fallbackTimeLimit: 15,
} as const;

/** The API gives every list a page at a time (ADR 019). */
export const LIST_PAGE = {
  /** Rows in a page when the caller names no limit: small at any data size. */
  size: 50,
  /** The most a caller may ask for in one page. */
  max: 200,
  /** The longest search text. */
  searchMax: 200,
} as const;

/**
 * How much of a public list (topics, tests) one page shows, so it stays small at any catalog
 * size: the whole list shows each category's first `perCategory` items and links to the rest;
 * a chosen category is shown `perPage` at a time (ADR 018).
 */
export const LIST_LIMITS = { perCategory: 12, perPage: 48 } as const;

/**
 * Sent with the requests that save a lesson for offline reading (ADR 027): a save is not a
 * reading, so the server counts no view for them.
 */
export const OFFLINE_SAVE_HEADER = "x-offline-save";
/** The site search, /search and GET /api/search (ADR 025). */
export const SEARCH = {
  /** The longest search text, in characters: a question, not a pasted page. */
  queryMax: 200,
  /** Results on a page of /search, and in an API answer when the caller names no limit. */
  perPage: 10,
  /** The most results one API answer may hold. */
  apiMax: 50,
} as const;

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

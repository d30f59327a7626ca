import type { MessageStatus } from "./constants.ts";

/**
 * Spec §4: pending (or legacy unread) → responded | closed; responded → closed. Beyond the spec
 * (issue 14), a responded or closed message can be reopened to pending, since a visitor may write
 * back or a message may be closed by mistake. The server refuses any other move; the admin screen
 * offers only these, in this order.
 */
export const MESSAGE_MOVES: Record<MessageStatus, readonly MessageStatus[]> = {
  pending: ["responded", "closed"],
  unread: ["responded", "closed"],
  responded: ["closed", "pending"],
  closed: ["pending"],
};

/** The admin screen's three tabs (spec §2): legacy 'unread' messages list under Pending. */
export const MESSAGE_TABS = ["pending", "responded", "closed"] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export const TAB_STATUSES: Record<MessageTab, readonly MessageStatus[]> = {
  pending: ["pending", "unread"],
  responded: ["responded"],
  closed: ["closed"],
};

export function tabOf(status: MessageStatus): MessageTab {
  return status === "unread" ? "pending" : status;
}

import type { MessageStatus } from "./constants.ts";

/**
 * Spec §4: pending (or legacy unread) → responded | closed; responded → closed; closed is final.
 * The server refuses any other move; the admin screen offers only these.
 */
export const MESSAGE_MOVES: Record<MessageStatus, readonly MessageStatus[]> = {
  pending: ["responded", "closed"],
  unread: ["responded", "closed"],
  responded: ["closed"],
  closed: [],
};

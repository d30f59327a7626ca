import type { MessageStatus } from "../../../../shared/constants.ts";
import { MESSAGE_MOVES } from "../../../../shared/message-moves.ts";
import type { AdminMessage } from "../queries.ts";

// The three tabs of spec §2: legacy 'unread' messages list under Pending with the pending ones.

export const MESSAGE_TABS = ["pending", "responded", "closed"] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export const TAB_LABELS: Record<MessageTab, string> = {
  pending: "Pending",
  responded: "Responded",
  closed: "Closed",
};

export function tabOf(status: MessageStatus): MessageTab {
  return status === "unread" ? "pending" : status;
}

export function groupByTab(messages: readonly AdminMessage[]): Record<MessageTab, AdminMessage[]> {
  const groups: Record<MessageTab, AdminMessage[]> = { pending: [], responded: [], closed: [] };
  for (const message of messages) groups[tabOf(message.status)].push(message);
  return groups;
}

/** The moves a message in this status may make, each with the label of its button. */
export function movesFrom(status: MessageStatus): { to: MessageStatus; label: string }[] {
  return MESSAGE_MOVES[status].map((to) => ({ to, label: MOVE_LABELS[to] }));
}

/** Each move is named by where it puts the message; back to Pending is a reopening. */
const MOVE_LABELS: Record<MessageStatus, string> = {
  pending: "Reopen",
  unread: "Reopen",
  responded: "Mark responded",
  closed: "Mark closed",
};

export const STATUS_BADGE: Record<MessageStatus, { label: string; className: string }> = {
  pending: {
    label: "Pending",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  },
  unread: {
    label: "Unread",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  },
  responded: {
    label: "Responded",
    className: "bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100",
  },
  closed: {
    label: "Closed",
    className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  },
};

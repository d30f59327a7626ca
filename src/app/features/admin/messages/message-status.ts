import type { MessageStatus } from "../../../../shared/constants.ts";
import { MESSAGE_MOVES, type MessageTab } from "../../../../shared/message-moves.ts";

export { MESSAGE_TABS, type MessageTab, tabOf } from "../../../../shared/message-moves.ts";

export const TAB_LABELS: Record<MessageTab, string> = {
  pending: "Pending",
  responded: "Responded",
  closed: "Closed",
};

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

import { describe, expect, it } from "vitest";
import type { AdminMessage } from "../queries.ts";
import { groupByTab, movesFrom } from "./message-status.ts";

const message = (id: number, status: AdminMessage["status"]): AdminMessage => ({
  id,
  name: null,
  email: null,
  subject: `Subject ${id}`,
  message: "A message body",
  status,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

describe("groupByTab", () => {
  it("lists legacy unread messages under Pending with the pending ones, keeping the order", () => {
    const groups = groupByTab([
      message(1, "unread"),
      message(2, "responded"),
      message(3, "pending"),
      message(4, "closed"),
    ]);
    expect(groups.pending.map((m) => m.id)).toEqual([1, 3]);
    expect(groups.responded.map((m) => m.id)).toEqual([2]);
    expect(groups.closed.map((m) => m.id)).toEqual([4]);
  });
});

describe("movesFrom", () => {
  it("names each move by its result, and lets responded and closed messages reopen", () => {
    const labels = (status: AdminMessage["status"]) =>
      movesFrom(status).map((move) => [move.to, move.label]);
    expect(labels("pending")).toEqual([
      ["responded", "Mark responded"],
      ["closed", "Mark closed"],
    ]);
    expect(labels("unread")).toEqual(labels("pending"));
    expect(labels("responded")).toEqual([
      ["closed", "Mark closed"],
      ["pending", "Reopen"],
    ]);
    expect(labels("closed")).toEqual([["pending", "Reopen"]]);
  });
});

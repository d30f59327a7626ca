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
  it("offers only the moves of spec §4", () => {
    expect(movesFrom("pending").map((move) => move.to)).toEqual(["responded", "closed"]);
    expect(movesFrom("unread").map((move) => move.to)).toEqual(["responded", "closed"]);
    expect(movesFrom("responded").map((move) => move.to)).toEqual(["closed"]);
    expect(movesFrom("closed")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { AdminMessage } from "../queries.ts";
import { movesFrom } from "./message-status.ts";

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

import { describe, expect, it } from "vitest";
import { apart, readsSoFar, recordReadsInto, tablesOf, watchTables } from "./tables-touched.ts";

describe("tablesOf", () => {
  it("names the tables a query reads, quoted or bare, joined or in a subquery", () => {
    expect(
      tablesOf(
        'select "topics"."id" from "topics" left join "tests" on "tests"."topic_id" = "topics"."id" where exists (select 1 from topic_paths)',
      ),
    ).toEqual({ named: ["topics", "tests", "topic_paths"], written: [] });
  });

  it("names the table a statement writes, and only for statements that change rows", () => {
    expect(tablesOf('insert into "sponsors" ("name") values ($1) returning "id"').written).toEqual([
      "sponsors",
    ]);
    expect(tablesOf('update "topics" set "title" = $1 where "topics"."id" = $2').written).toEqual([
      "topics",
    ]);
    expect(tablesOf('delete from "tests" where "tests"."id" = $1').written).toEqual(["tests"]);
    expect(tablesOf('truncate table "categories"').written).toEqual(["categories"]);
    expect(
      tablesOf('with moved as (update "tests" set "topic_id" = null returning 1) select 1').written,
    ).toEqual(["tests"]);
    // A select that mentions UPDATE (FOR UPDATE locks rows) writes nothing.
    expect(tablesOf('select * from "jobs" for update skip locked').written).toEqual([]);
  });
});

describe("watchTables", () => {
  it("records reads only where asked, and tells listeners of writes", async () => {
    const watch = watchTables();
    const writes: string[] = [];
    const stop = watch.onWrite((table) => writes.push(table));
    watch.logger.logQuery('select 1 from "topics"', []);
    expect(readsSoFar()).toBeUndefined();
    const tables = new Set<string>();
    await apart(async () => {
      recordReadsInto(tables);
      await Promise.resolve();
      watch.logger.logQuery('select 1 from "sponsors"', []);
      await new Promise((resolve) => setTimeout(resolve, 1));
      watch.logger.logQuery('update "settings" set "value" = $1', []);
      expect(readsSoFar()).toBe(tables);
    });
    // The caller's context was left as it was.
    expect(readsSoFar()).toBeUndefined();
    watch.logger.logQuery('select 1 from "categories"', []);
    expect([...tables]).toEqual(["sponsors", "settings"]);
    expect(writes).toEqual(["settings"]);
    stop();
    watch.logger.logQuery('delete from "topics"', []);
    expect(writes).toEqual(["settings"]);
  });
});

import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.js";

describe("withStatementCache", () => {
  it("hands back the prepared statement for the same SQL, and a fresh one while it is being iterated", () => {
    const connection = new SQLite(":memory:");
    const db = withStatementCache(connection);
    db.prepare("create table t (n integer)").run([]);
    const insert = db.prepare("insert into t values (?)");
    insert.run([1]);
    insert.run([2]);
    expect(db.prepare("insert into t values (?)")).toBe(insert);

    const select = db.prepare("select n from t order by n");
    const rows = select.iterate([]);
    rows.next();
    // The cached one is busy: a second, independent statement runs meanwhile.
    const again = db.prepare("select n from t order by n");
    expect(again).not.toBe(select);
    expect(again.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(db.prepare("select n from t order by n")).toBe(select);
    db.close();
  });
});

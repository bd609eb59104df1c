import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dayPartsSql, istDayOf } from "./ist-day-sql.js";

describe("the Indian day of a UTC timestamp, from two cuts of its text", () => {
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });

  async function istDay(at: string) {
    const { utcDay, late } = dayPartsSql("t.at");
    const { rows } = await sql<{ utcDay: string; late: number }>`select ${utcDay} as "utcDay", ${late} as late
      from (select ${at} as at) t`.execute(db);
    const [row] = rows;
    if (!row) throw new Error("no row");
    return istDayOf(row.utcDay, row.late);
  }

  it("turns at 18:30 UTC, midnight in India, across a month's and a year's end", async () => {
    expect(await istDay("2026-03-31T18:29:59.999Z")).toBe("2026-03-31");
    expect(await istDay("2026-03-31T18:30:00.000Z")).toBe("2026-04-01");
    expect(await istDay("2026-12-31T23:59:59.999Z")).toBe("2027-01-01");
    expect(await istDay("2027-01-01T00:00:00.000Z")).toBe("2027-01-01");
  });

  it("reads a late flag as PostgreSQL and SQLite return it", () => {
    expect(istDayOf("2026-02-28", "1")).toBe("2026-03-01");
    expect(istDayOf("2026-02-28", 0)).toBe("2026-02-28");
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows, surveyRow } from "../../seed/rows.js";
import { refreshFunnel } from "../../services/funnel/read-model.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { GROUP_DAYS_TABLE, recountGroupDays } from "./040-waitlist-group-days.js";

type Counter = { dimension: string; day: string; value: string; company: string; n: number };

describe("migration 040: waitlist entries per day, dimension value and company (the funnel's read model, migration 110)", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  async function counters(): Promise<Counter[]> {
    const { rows } = await sql<Counter>`select dimension, day, value, company, n from ${sql.table(GROUP_DAYS_TABLE)}
      where n <> 0 order by dimension, day, value, company`.execute(handle.db);
    return rows.map((row) => ({ ...row, n: Number(row.n) }));
  }

  it("counts inserts (once rolled up), bulk inserts, edits and deletions exactly as a recount does", async () => {
    const late = "2026-03-01T20:00:00.000Z"; // 1:30 on 2 March in India.
    const [first, second] = [
      surveyRow({ homeCity: "Pune", company: "Acme", preferredCities: ["Goa", "Goa", "Delhi"], createdAt: late }),
      surveyRow({ homeCity: "Pune", company: "Acme", utmSource: "LinkedIn", createdAt: late }),
    ];
    await insertRows(handle.db, "surveyResponses", [first, second, surveyRow({ company: "Zed" })]);
    // An entry erased before the read model counted it is never subtracted either.
    const waiting = surveyRow({ company: "Gone" });
    await insertRows(handle.db, "surveyResponses", [waiting]);
    await handle.db.deleteFrom("surveyResponses").where("id", "=", waiting.id).execute();
    await refreshFunnel(handle.db, handle.dialect);
    await handle.db
      .updateTable("surveyResponses")
      .set({ homeCity: "Mumbai", preferredCities: JSON.stringify(["Chennai"]), company: "Acme Ltd" })
      .where("id", "=", second.id)
      .execute();
    // An edit of an unwatched column moves nothing.
    await handle.db.updateTable("surveyResponses").set({ name: "Renamed" }).where("id", "=", first.id).execute();
    await handle.db.deleteFrom("surveyResponses").where("company", "=", "Zed").execute();

    const kept = await counters();
    expect(kept).toContainEqual({ dimension: "home_city", day: "2026-03-02", value: "Pune", company: "Acme", n: 1 });
    expect(kept).toContainEqual({
      dimension: "preferred_city",
      day: "2026-03-02",
      value: "Goa",
      company: "Acme",
      n: 2,
    });
    expect(kept).toContainEqual({
      dimension: "home_city",
      day: "2026-03-02",
      value: "Mumbai",
      company: "Acme Ltd",
      n: 1,
    });
    expect(kept).toContainEqual({
      dimension: "preferred_city",
      day: "2026-03-02",
      value: "Chennai",
      company: "Acme Ltd",
      n: 1,
    });
    // No source and no preferred city are stored as '' (the breakdown shows "(none)").
    expect(kept).toContainEqual({ dimension: "utm_source", day: "2026-03-02", value: "", company: "Acme", n: 1 });
    expect(kept.some((row) => row.company === "Zed" || row.company === "Gone")).toBe(false);

    await recountGroupDays(handle.db, handle.dialect);
    expect(await counters()).toEqual(kept);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows, surveyRow } from "../../../seed/rows.js";
import { GROUP_DAYS_TABLE, refreshFunnel } from "../../../services/funnel/read-model.js";
import { openMigratedDatabase } from "../../../test-support/migrated-database.js";

type Counter = { dimension: string; day: string; value: string; company: string; n: number };

describe("waitlist entries per day, dimension value and company follow entries through the read model", () => {
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

  /** The same counters worked out from the entries themselves, in one order with `counters()`'s rows. */
  async function truth(): Promise<Counter[]> {
    const entries = await handle.db
      .selectFrom("surveyResponses")
      .select(["createdAt", "homeCity", "utmSource", "preferredCities", "company"])
      .execute();
    const counts = new Map<string, number>();
    const add = (...group: string[]) => counts.set(JSON.stringify(group), (counts.get(JSON.stringify(group)) ?? 0) + 1);
    for (const entry of entries) {
      const day = new Date(Date.parse(entry.createdAt) + 330 * 60_000).toISOString().slice(0, 10);
      add("home_city", day, entry.homeCity, entry.company);
      add("utm_source", day, entry.utmSource ?? "", entry.company);
      const cities = JSON.parse(entry.preferredCities) as string[];
      for (const city of cities.length ? cities : [""]) add("preferred_city", day, city, entry.company);
    }
    return [...counts].map(([group, n]) => {
      const [dimension, day, value, company] = JSON.parse(group) as string[];
      return { dimension, day, value, company, n } as Counter;
    });
  }
  const sorted = (rows: Counter[]) => rows.map((row) => JSON.stringify(row)).sort();

  it("counts inserts (once rolled up), bulk inserts, edits and deletions exactly as the entries say", async () => {
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

    expect(sorted(kept)).toEqual(sorted(await truth()));
  });
});

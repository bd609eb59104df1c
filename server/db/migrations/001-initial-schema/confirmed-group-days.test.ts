import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSurvey } from "../../../seed/rows.js";
import { refreshFunnel } from "../../../services/funnel/read-model.js";
import { openMigratedDatabase } from "../../../test-support/migrated-database.js";

const MARCH_1 = "2026-03-01T10:00:00.000Z";
/** 19:00 UTC is already the next day in India. */
const MARCH_2_IST = "2026-03-01T19:00:00.000Z";

const istDay = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 10);

describe("confirmed entries per day, value and company follow entries through the read model", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  /** What the table keeps, as "dimension day value company: n" lines. */
  async function kept() {
    const { rows } = await sql<{ dimension: string; day: string; value: string; company: string; n: number }>`
      select dimension, day, value, company, n from confirmed_group_days`.execute(handle.db);
    return rows.map((r) => `${r.dimension} ${r.day} ${r.value} ${r.company}: ${Number(r.n)}`).sort();
  }

  /** The same lines counted from the entries themselves. */
  async function truth() {
    const entries = await handle.db
      .selectFrom("surveyResponses")
      .select(["confirmedAt", "homeCity", "utmSource", "preferredCities", "company"])
      .where("confirmedAt", "is not", null)
      .execute();
    const counts = new Map<string, number>();
    const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const entry of entries) {
      const day = istDay(entry.confirmedAt as string);
      const company = entry.company ?? "";
      add(`home_city ${day} ${entry.homeCity ?? ""} ${company}`);
      add(`utm_source ${day} ${entry.utmSource ?? ""} ${company}`);
      const cities = JSON.parse(entry.preferredCities ?? "[]") as string[];
      for (const city of cities.length ? cities : [""]) add(`preferred_city ${day} ${city} ${company}`);
    }
    return [...counts].map(([key, n]) => `${key}: ${n}`).sort();
  }

  const matches = async () => {
    await refreshFunnel(handle.db, handle.dialect);
    expect(await kept()).toEqual(await truth());
  };
  const update = (id: string, fields: { confirmedAt?: string | null; company?: string; homeCity?: string }) =>
    handle.db.updateTable("surveyResponses").set(fields).where("id", "=", id).execute();
  const erase = (id: string) => handle.db.deleteFrom("surveyResponses").where("id", "=", id).execute();

  it("counts confirmations by their Indian day, follows changes and erasures, and keeps no empty group", async () => {
    // Confirmed before the roll-up: counted by it; after: counted by the triggers.
    const a = await insertSurvey(handle.db, {
      confirmedAt: MARCH_1,
      company: "Acme",
      preferredCities: ["Pune", "Goa"],
    });
    const b = await insertSurvey(handle.db, { company: "Acme", utmSource: "linkedin" });
    await matches();
    expect(await kept()).toContain("home_city 2026-03-01 Bangalore Acme: 1");
    await update(b, { confirmedAt: MARCH_2_IST });
    await matches();
    expect(await kept()).toContain("utm_source 2026-03-02 linkedin Acme: 1");
    // Edits of grouped values move the counts; removing the confirmation takes them out.
    await update(a, { company: "Zenith", homeCity: "Mumbai" });
    await matches();
    await update(b, { confirmedAt: MARCH_1 });
    await matches();
    await update(a, { confirmedAt: null });
    await matches();
    // An erased person leaves no group behind, whether rolled up or still waiting.
    await erase(b);
    const c = await insertSurvey(handle.db, { confirmedAt: MARCH_1, company: "Waiting Co" });
    await erase(c);
    await matches();
    expect(await kept()).toEqual([]);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWaitlistEntry } from "../../seed/rows.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { erasePerson } from "../erasure/erase-person.js";
import { refreshFunnel } from "../funnel/read-model.js";
import { demand } from "./demand.js";

let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
beforeAll(async () => {
  handle = await openMigratedDatabase();
});
afterAll(() => handle.close());

/** The demand answer's counts per planned city. */
async function answered() {
  const { cities } = await demand(handle.db, handle.dialect);
  return Object.fromEntries(
    cities.map((c) => [c.city, [c.homeCity, c.wantToVisit, c.referrals, c.confirmedShare, c.tripsPerMonth]]),
  );
}

/** The same counts straight from every entry (what demand read before it had tallies). */
async function counted() {
  const entries = await handle.db.selectFrom("surveyResponses").selectAll().execute();
  const planned = await handle.db.selectFrom("cities").select("name").where("status", "=", "planned").execute();
  return Object.fromEntries(
    planned.map(({ name }) => {
      const wants = (e: (typeof entries)[number]) => (JSON.parse(e.preferredCities) as string[]).includes(name);
      const interested = entries.filter((e) => e.homeCity === name || wants(e));
      const confirmed = interested.filter((e) => e.confirmedAt).length;
      const trips = interested.map((e) => e.tripsPerMonth).filter((t) => t === "2-3");
      return [
        name,
        [
          entries.filter((e) => e.homeCity === name).length,
          entries.filter(wants).length,
          interested.filter((e) => e.referredBy).length,
          interested.length ? Math.round((confirmed / interested.length) * 1000) / 1000 : 0,
          trips.length ? 2.5 : null,
        ],
      ];
    }),
  );
}

const now = () => new Date().toISOString();

describe("demand answers from the read model's tallies", () => {
  it("stays exact as entries are added, rolled up, confirmed, moved city and erased", async () => {
    const pune = await insertWaitlistEntry(handle.db, { homeCity: "Pune", preferredCities: ["Chennai"] });
    const wantsPune = await insertWaitlistEntry(handle.db, {
      homeCity: "Bangalore",
      preferredCities: ["Pune", "Hyderabad"],
      referredBy: "somecode",
    });
    const chennai = await insertWaitlistEntry(handle.db, { homeCity: "Chennai", preferredCities: [] });
    // Not rolled up yet: counted from the few waiting entries.
    expect(await answered()).toEqual(await counted());
    expect((await answered()).Pune?.slice(0, 2)).toEqual([1, 1]);

    await refreshFunnel(handle.db, handle.dialect);
    expect(await answered()).toEqual(await counted());

    await handle.db.updateTable("surveyResponses").set({ confirmedAt: now() }).where("id", "=", wantsPune.id).execute();
    expect(await answered()).toEqual(await counted());
    expect((await answered()).Pune?.[3]).toBe(0.5);

    await handle.db
      .updateTable("surveyResponses")
      .set({ homeCity: "Hyderabad", preferredCities: JSON.stringify(["Pune"]) })
      .where("id", "=", pune.id)
      .execute();
    expect(await answered()).toEqual(await counted());
    expect((await answered()).Pune?.slice(0, 2)).toEqual([0, 2]);

    await erasePerson(handle.db, chennai.email);
    expect(await answered()).toEqual(await counted());
    expect((await answered()).Chennai?.[0]).toBe(0);

    // Added after the roll-up: counted at once, then rolled up into the same numbers.
    await insertWaitlistEntry(handle.db, { homeCity: "Chennai", confirmedAt: now() });
    expect(await answered()).toEqual(await counted());
    await refreshFunnel(handle.db, handle.dialect);
    expect(await answered()).toEqual(await counted());
  });

  it("reads the tallies, not the entries", async () => {
    const before = (await answered()).Hyderabad?.[0] as number;
    const day = new Date().toISOString().slice(0, 10);
    await sql`insert into demand_days (city, day, trips, home, want, interested, confirmed, referred)
      values ('Hyderabad', ${day}, 'x', 40, 0, 40, 40, 0)`.execute(handle.db);
    expect((await answered()).Hyderabad?.[0]).toBe(before + 40);
    await sql`delete from demand_days where trips = 'x'`.execute(handle.db);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { purgeUnconfirmed } from "../services/erasure/purge-unconfirmed.js";
import { openMigratedDatabase } from "../test-support/migrated-database.js";
import { seedDemo } from "./demo.js";

let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
beforeAll(async () => {
  handle = await openMigratedDatabase();
});
afterAll(() => handle.close());

const count = async (unconfirmedOnly: boolean) => {
  let query = handle.db.selectFrom("surveyResponses").select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (unconfirmedOnly) query = query.where("confirmedAt", "is", null);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe("seed:demo data stays while a founder looks", () => {
  it("the purge of unconfirmed entries, run right after seeding, removes nobody", async () => {
    await seedDemo(handle.db, { rows: 3000, invites: 300, signups: 90 });
    // Realistic: some people have not confirmed yet (recent sign-ups), most have.
    expect(await count(true)).toBeGreaterThan(0);
    const { unconfirmedTtlDays } = loadConfig({});
    // Every minute of the app's purge, over the first week, finds nothing to erase.
    for (const days of [0, 1, 7]) {
      const at = new Date(Date.now() + days * 86_400_000);
      expect(await purgeUnconfirmed(handle.db, unconfirmedTtlDays, at), `after ${days} days`).toBe(0);
    }
    expect(await count(false)).toBe(3000);
  });
});

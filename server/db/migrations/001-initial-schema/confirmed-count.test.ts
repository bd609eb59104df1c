import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSurvey } from "../../../seed/rows.js";
import { confirmedCount, refreshFunnel } from "../../../services/funnel/read-model.js";
import { openMigratedDatabase } from "../../../test-support/migrated-database.js";

const AT = "2026-03-01T10:00:00.000Z";

describe("the confirmed count follows entries through the read model", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  /** The kept count, and the truth it must equal. */
  const counts = async () => {
    const truth = await handle.db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("confirmedAt", "is not", null)
      .executeTakeFirstOrThrow();
    return { kept: await confirmedCount(handle.db), truth: Number(truth.n) };
  };
  const confirm = (id: string, at: string | null) =>
    handle.db.updateTable("surveyResponses").set({ confirmedAt: at }).where("id", "=", id).execute();
  const erase = (id: string) => handle.db.deleteFrom("surveyResponses").where("id", "=", id).execute();

  it("counts confirmations and erasures before and after an entry is rolled up, and never twice", async () => {
    const exact = async (n: number) => expect(await counts()).toEqual({ kept: n, truth: n });
    // Waiting for the roll-up: counted live, and nothing kept changes.
    const a = await insertSurvey(handle.db, { confirmedAt: AT });
    const b = await insertSurvey(handle.db);
    const c = await insertSurvey(handle.db, { confirmedAt: AT });
    await exact(2);
    await erase(c);
    await exact(1);
    await confirm(b, AT);
    await exact(2);
    await refreshFunnel(handle.db, handle.dialect);
    await exact(2);
    // Rolled up: the triggers follow a confirmation, its removal, a changed date and an erasure.
    const d = await insertSurvey(handle.db);
    await refreshFunnel(handle.db, handle.dialect);
    await exact(2);
    await confirm(d, AT);
    await exact(3);
    await confirm(d, "2026-03-02T10:00:00.000Z");
    await exact(3);
    await confirm(a, null);
    await exact(2);
    await confirm(a, AT);
    await exact(3);
    await erase(a);
    await exact(2);
    const e = await insertSurvey(handle.db);
    await refreshFunnel(handle.db, handle.dialect);
    await erase(e);
    await exact(2);
    await refreshFunnel(handle.db, handle.dialect);
    await exact(2);
  });
});

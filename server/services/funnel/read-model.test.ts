import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSurvey } from "../../seed/rows.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { confirmedCount, refreshFunnel, waitlistSize } from "./read-model.js";

describe("the funnel read model's refresh", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  it("rolls a backlog up in batches, each in its own transaction, and counts every entry once", async () => {
    for (let i = 0; i < 5; i++)
      await insertSurvey(handle.db, { confirmedAt: i < 3 ? "2026-03-01T10:00:00.000Z" : null });
    const transactions: number[] = [];
    const begin = handle.db.transaction.bind(handle.db);
    // Counts the transactions the refresh opens.
    handle.db.transaction = () => {
      transactions.push(transactions.length);
      return begin();
    };
    try {
      expect(await refreshFunnel(handle.db, handle.dialect, 2)).toBe(5);
    } finally {
      handle.db.transaction = begin;
    }
    // Two full batches, then one of 1: three transactions.
    expect(transactions).toHaveLength(3);
    expect(await waitlistSize(handle.db)).toBe(5);
    expect(await confirmedCount(handle.db)).toBe(3);
    const { n } = await handle.db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("rolledUp", "<>", 1)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
    expect(await refreshFunnel(handle.db, handle.dialect, 2)).toBe(0);
  });
});

import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "./db/database.js";
import { SEND_GROUP } from "./services/mail/mail-loop.js";
import { startServerProcess } from "./test-support/server-process.js";
import { burstSignUp, signUpBurstThenKill } from "./test-support/sign-up-burst.js";
import { createTestDatabase, databaseEnv } from "./test-support/test-app.js";

/**
 * An acknowledged sign-up (201) is on disk, and so is its e-mail: SIGKILL the real server in the middle of a
 * burst, start it again on the same database, and every acknowledged address must be there and get its
 * confirmation e-mail (before pending_personal_mail, migrations/001-initial-schema/personal-page.ts, 24 of
 * 3,106 never did). Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe("SIGKILL during a burst of sign-ups", { timeout: 120_000 }, () => {
  const databasePromise = createTestDatabase();
  afterAll(async () => (await databasePromise).drop());

  it("loses no acknowledged sign-up", async () => {
    const database = await databasePromise;
    const env = {
      ...databaseEnv(database),
      // The same name before and after the kill: the restarted instance knows its own claims.
      INSTANCE_ID: "crash-test",
      WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000",
    };
    const server = await startServerProcess(env);
    const acknowledged = (
      await signUpBurstThenKill(server, { body: (n) => burstSignUp(n, "crash"), acknowledgedAtLeast: 300 })
    ).map((n) => burstSignUp(n, "crash").email);

    const { db } = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    // No waiting out the 30 s lease (pending-mail.ts): the restarted instance takes its own claims back.
    const restarted = await startServerProcess(env);
    try {
      const stored = new Set((await db.selectFrom("surveyResponses").select("email").execute()).map((r) => r.email));
      expect(acknowledged.length).toBeGreaterThanOrEqual(300);
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      // Every acknowledged sign-up gets its confirmation e-mail, those the killed server never sent
      // included: the restarted one sends them (the outbox is the mail server without SMTP_URL).
      await vi.waitFor(
        async () => {
          const rows = await db.selectFrom("mailOutbox").select("toAddress").execute();
          const mailed = new Set(rows.map((row) => row.toAddress));
          expect(acknowledged.filter((email) => !mailed.has(email))).toEqual([]);
        },
        { timeout: 20_000, interval: 250 },
      );
      // Twice only for the group on its way at the kill (mail-loop.ts, SEND_GROUP), not a whole run.
      await restarted.stop();
      const rows = await db.selectFrom("mailOutbox").select("toAddress").execute();
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.toAddress, (counts.get(row.toAddress) ?? 0) + 1);
      const twice = [...counts.values()].filter((n) => n > 1).length;
      console.info(`e-mail after a SIGKILL: ${acknowledged.length} acknowledged, ${twice} sent twice`);
      expect(twice).toBeLessThanOrEqual(SEND_GROUP);
    } finally {
      await db.destroy();
      await restarted.stop();
    }
  });
});

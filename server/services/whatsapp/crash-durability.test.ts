import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../db/database.js";
import { startServerProcess } from "../../test-support/server-process.js";
import { burstSignUp, signUpBurstThenKill } from "../../test-support/sign-up-burst.js";
import { createTestDatabase, databaseEnv } from "../../test-support/test-app.js";
import { whatsappEnv } from "../../test-support/whatsapp.js";
import { startWhatsappFake } from "../../test-support/whatsapp-fake.mjs";
import { SEND_CONCURRENCY } from "./queue.js";

const signUp = (n: number) => ({ ...burstSignUp(n, "wa-crash"), whatsappOptIn: true });
const number = (n: number) => signUp(n).phone.slice(1);

/**
 * As durable as the e-mail (server/crash-durability.test.ts): SIGKILL the real server in a burst of
 * WhatsApp sign-ups, start it again, and every acknowledged sign-up gets its confirmation; only a message
 * in flight at the kill may go twice. Once all is sent, another kill and start sends nothing again.
 */
describe("SIGKILL during a burst of WhatsApp sign-ups", { timeout: 120_000 }, () => {
  const databasePromise = createTestDatabase();
  const fakePromise = startWhatsappFake();
  afterAll(async () => {
    await (await fakePromise).close();
    await (await databasePromise).drop();
  });

  it("loses no confirmation and sends a settled one only once", async () => {
    const database = await databasePromise;
    const fake = await fakePromise;
    const env = {
      ...databaseEnv(database),
      // The same name before and after the kill: the restarted instance knows its own claims.
      INSTANCE_ID: "whatsapp-crash-test",
      WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000",
      ...whatsappEnv(fake),
    };
    const server = await startServerProcess(env);
    const acknowledged = (await signUpBurstThenKill(server, { body: signUp, acknowledgedAtLeast: 300 })).map(number);

    const { db } = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    // No waiting out the lease (queue.ts, CLAIM_MS, minutes): the restarted instance takes its claims back.
    const restartedAt = Date.now();
    let restarted = await startServerProcess(env);
    try {
      const counts = () => {
        const byNumber = new Map<string, number>();
        for (const message of fake.received()) byNumber.set(message.to, (byNumber.get(message.to) ?? 0) + 1);
        return byNumber;
      };
      await vi.waitFor(
        () => {
          const sent = counts();
          expect(acknowledged.filter((to) => !sent.has(to))).toEqual([]);
        },
        { timeout: 30_000, interval: 250 },
      );
      const longestWaitMs = Date.now() - restartedAt;
      await vi.waitFor(
        async () => {
          const open = await db.selectFrom("whatsappMessages").select("id").where("dueAt", "is not", null).execute();
          expect(open).toEqual([]);
        },
        { timeout: 30_000, interval: 250 },
      );
      // Twice only for what was in flight at the kill: one group (queue.ts, SEND_CONCURRENCY), not a run.
      const twice = [...counts().values()].filter((n) => n > 1).length;
      console.info(
        `WhatsApp after a SIGKILL: ${acknowledged.length} acknowledged, ${twice} sent twice, ` +
          `the last confirmation ${longestWaitMs} ms after the restart`,
      );
      expect(twice).toBeLessThanOrEqual(SEND_CONCURRENCY);
      expect([...counts().values()].every((n) => n <= 2)).toBe(true);

      // Everything settled: another kill and start sends nothing again, whatever the poll finds.
      const before = fake.received().length;
      await restarted.stop("SIGKILL");
      restarted = await startServerProcess(env);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(fake.received().length).toBe(before);
    } finally {
      await db.destroy();
      await restarted.stop();
    }
  });
});

import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../db/database.js";
import { startServerProcess } from "../../test-support/server-process.js";
import { burstSignUp, signUpBurstThenKill } from "../../test-support/sign-up-burst.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { startWebhookReceiver } from "../../test-support/webhook-receiver.js";
import { seal, sealingKey } from "../second-factor/secret-box.js";
import { newWebhookSecret } from "./signing.js";

const email = (n: number) => burstSignUp(n, "hook-crash").email;

/**
 * As durable as the e-mail (server/crash-durability.test.ts): SIGKILL the real server in a burst of
 * sign-ups while an endpoint is listening, start it again, and every acknowledged sign-up's entry.created
 * reaches the receiver, verified; an event sent twice (in flight at the kill) carries the same webhook-id.
 */
describe("SIGKILL during a burst of sign-ups with a webhook endpoint", { timeout: 120_000 }, () => {
  const databasePromise = createTestDatabase();
  const receiverPromise = startWebhookReceiver();
  afterAll(async () => {
    await (await receiverPromise).close();
    await (await databasePromise).drop();
  });

  it("loses no event", async () => {
    const database = await databasePromise;
    const receiver = await receiverPromise;
    const env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000",
      WEBHOOKS_ALLOW_PRIVATE: "true",
      WEBHOOK_RETRY_DELAYS_MS: "200,200,200",
    };
    const server = await startServerProcess(env);
    const { db } = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const secret = newWebhookSecret();
    receiver.trustSecret(secret);
    await db
      .insertInto("webhookEndpoints")
      .values({
        id: "crash-endpoint",
        url: receiver.url,
        events: JSON.stringify(["entry.created"]),
        secret: seal(sealingKey({ dataDir: database.dataDir, secondFactorKey: undefined }), secret),
        createdBy: null,
        createdAt: new Date().toISOString(),
        disabledAt: null,
        disabledReason: null,
      })
      .execute();

    const acknowledged = (
      await signUpBurstThenKill(server, {
        body: (n) => burstSignUp(n, "hook-crash"),
        acknowledgedAtLeast: 300,
        // Long enough for the delivery loop's poll to send some before the kill.
        alsoAwait: vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0), {
          timeout: 15_000,
          interval: 20,
        }),
      })
    ).map(email);

    // Deliveries the killed server had claimed are held for a run's length (queue.ts, CLAIM_MS); let that pass.
    await db
      .updateTable("webhookDeliveries")
      .set({ dueAt: new Date().toISOString() })
      .where("dueAt", "is not", null)
      .execute();
    const restarted = await startServerProcess(env);
    try {
      await vi.waitFor(
        () => {
          const got = new Set(receiver.received.map((r) => r.data.email));
          expect(acknowledged.filter((email) => !got.has(email))).toEqual([]);
        },
        { timeout: 30_000, interval: 250 },
      );
      expect(receiver.unverifiedCount()).toBe(0);
      // One webhook-id per entry, whatever went twice.
      const idsByEmail = new Map<unknown, Set<string>>();
      for (const r of receiver.received)
        idsByEmail.set(r.data.email, (idsByEmail.get(r.data.email) ?? new Set()).add(r.id));
      expect([...idsByEmail.values()].every((ids) => ids.size === 1)).toBe(true);
    } finally {
      await db.destroy();
      await restarted.stop();
    }
  });
});

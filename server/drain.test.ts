import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "./db/database.js";
import { startServerProcess } from "./test-support/server-process.js";
import { createTestDatabase, databaseEnv } from "./test-support/test-app.js";
import { whatsappEnv } from "./test-support/whatsapp.js";
import { startWhatsappFake } from "./test-support/whatsapp-fake.mjs";

const number = (n: number) => `9198${String(20_000_000 + n).slice(-8)}`;
const SIGN_UPS = 240;

/**
 * SIGTERM mid-run: the instance answers what is in flight, settles the group of messages on its way,
 * hands back every claim it still holds and exits 0 (within the 9 s deadline, which exits 1). Another
 * instance, with another name, then sends the rest at once; before, they waited out the 330 s lease.
 */
describe("SIGTERM while WhatsApp messages are going out", { timeout: 120_000 }, () => {
  const databasePromise = createTestDatabase();
  // Each send answered after 150 ms: a run of 240 takes over a second, so the stop lands inside it.
  const fakePromise = startWhatsappFake({ latencyMs: 150 });
  afterAll(async () => {
    await (await fakePromise).close();
    await (await databasePromise).drop();
  });

  it("hands its claims back, and the other instance sends each message once", async () => {
    const database = await databasePromise;
    const fake = await fakePromise;
    const env = { ...databaseEnv(database), WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000", ...whatsappEnv(fake) };
    const first = await startServerProcess({ ...env, INSTANCE_ID: "first" });
    let next = 0;
    const worker = async () => {
      while (next < SIGN_UPS) {
        const n = next++;
        const response = await fetch(`${first.url}/api/v1/survey_responses`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Drain Test",
            email: `drain-${n}@example.com`,
            phone: `+${number(n)}`,
            homeCity: "Bangalore",
            ageConfirmed: true,
            whatsappOptIn: true,
          }),
        });
        expect(response.status).toBe(201);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await vi.waitFor(() => expect(fake.received().length).toBeGreaterThan(0), { timeout: 20_000, interval: 20 });
    const exited = new Promise<number | null>((resolve) => first.child.once("exit", (code) => resolve(code)));
    await first.stop("SIGTERM");
    expect(await exited).toBe(0);
    const sentByFirst = fake.received().length;
    expect(sentByFirst).toBeLessThan(SIGN_UPS);

    const { db } = createDatabase(database);
    try {
      const held = await db.selectFrom("whatsappMessages").select("id").where("claimedBy", "is not", null).execute();
      expect(held).toEqual([]);
      const second = await startServerProcess({ ...env, INSTANCE_ID: "second" });
      try {
        await vi.waitFor(() => expect(fake.received().length).toBeGreaterThanOrEqual(SIGN_UPS), {
          timeout: 20_000,
          interval: 100,
        });
        const counts = new Map<string, number>();
        for (const message of fake.received()) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
        expect(counts.size).toBe(SIGN_UPS);
        expect([...counts.values()].filter((n) => n > 1)).toEqual([]);
      } finally {
        await second.stop();
      }
    } finally {
      await db.destroy();
    }
  });
});

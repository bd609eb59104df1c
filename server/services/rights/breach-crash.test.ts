import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../db/database.js";
import { insertRows } from "../../db/insert-rows.js";
import { surveyRow } from "../../seed/rows.js";
import { startServerProcess } from "../../test-support/server-process.js";
import { type ReceivedMail, startSmtpSink } from "../../test-support/smtp-sink.mjs";
import { createTestDatabase } from "../../test-support/test-app.js";
import { SEND_GROUP } from "../mail/mail-loop.js";
import { startBreachNotices } from "./breach-notify.js";
import { recordBreach } from "./breaches.js";

const PEOPLE = 10_000;

/**
 * "Tell the people" is as durable as the invite e-mail: SIGKILL the real server while it tells 10,000
 * people of a breach, start it again, and every person is told; a notice in flight at the kill may be sent
 * again, with the same Message-ID (one message to the receiver), and once all is settled nothing goes again.
 */
describe("SIGKILL while telling 10,000 people of a breach", { timeout: 240_000 }, () => {
  const databasePromise = createTestDatabase();
  const received: ReceivedMail[] = [];
  const sinkPromise = startSmtpSink({ onMessage: (message) => received.push(message) });
  afterAll(async () => {
    await (await sinkPromise).close();
    await (await databasePromise).drop();
  });

  it("tells each person exactly once as the receiver sees it, across the kill", async () => {
    const database = await databasePromise;
    const sink = await sinkPromise;
    const env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      SMTP_URL: sink.url,
      // One instance, stopped and started again (its port changes): it takes back its own claims at start.
      INSTANCE_ID: "breach-crash",
    };
    // The first start migrates the database; the people and the breach are then written straight into it.
    await (await startServerProcess(env)).stop();
    const handle = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const { db } = handle;
    try {
      const rows = Array.from({ length: PEOPLE }, (_, i) => surveyRow({ email: `breach-${i}@example.in` }));
      for (let i = 0; i < rows.length; i += 1_000) await insertRows(db, "surveyResponses", rows.slice(i, i + 1_000));
      const dialect = database.databaseUrl ? "postgres" : "sqlite";
      const breach = await recordBreach(
        db,
        dialect,
        {
          foundAt: new Date().toISOString(),
          description: "A test breach.",
          dataItems: ["email"],
          filter: "everyone",
          drill: false,
        },
        "owner@stashd.test",
      );
      expect(breach.affected).toBe(PEOPLE);
      expect(await startBreachNotices(db, breach.id, "owner", PEOPLE)).toBe(true);

      const server = await startServerProcess(env);
      await vi.waitFor(() => expect(received.length).toBeGreaterThan(1_500), { timeout: 60_000, interval: 20 });
      await server.stop("SIGKILL");
      const atKill = received.length;
      expect(atKill).toBeLessThan(PEOPLE);

      // The same instance starts again: it takes back what it held (notices claimed, the job's lease) at once.
      let restarted = await startServerProcess(env);
      try {
        const byPerson = () => {
          const ids = new Map<string, Set<string>>();
          const copies = new Map<string, number>();
          for (const mail of received) {
            const to = mail.to[0] ?? "";
            const id = /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? "";
            ids.set(to, (ids.get(to) ?? new Set()).add(id));
            copies.set(to, (copies.get(to) ?? 0) + 1);
          }
          return { ids, copies };
        };
        await vi.waitFor(() => expect(byPerson().ids.size).toBe(PEOPLE), { timeout: 120_000, interval: 250 });
        await vi.waitFor(
          async () => {
            const open = await db.selectFrom("personNotices").select("id").where("dueAt", "is not", null).execute();
            expect(open).toEqual([]);
          },
          { timeout: 30_000, interval: 250 },
        );
        const { ids, copies } = byPerson();
        // One message per person: a copy sent again carries the first one's Message-ID.
        expect([...ids.values()].every((set) => set.size === 1 && ![...set][0]?.startsWith("<undefined"))).toBe(true);
        // Copies only of what was in flight at the kill: at most one group of a run.
        const twice = [...copies.values()].filter((n) => n > 1).length;
        expect(twice).toBeLessThanOrEqual(SEND_GROUP);
        const sent = await db.selectFrom("personNotices").select("id").where("status", "=", "sent").execute();
        expect(sent).toHaveLength(PEOPLE);

        // All settled: another kill and start sends nothing again.
        const before = received.length;
        await restarted.stop("SIGKILL");
        restarted = await startServerProcess(env);
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        expect(received.length).toBe(before);
      } finally {
        await restarted.stop();
      }
    } finally {
      await db.destroy();
    }
  });
});

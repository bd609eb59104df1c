import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { claimNextJob, createJob, findJob } from "../jobs/job-store.js";
import { claimDueMail, pendingMailRow } from "../me/pending-mail.js";
import { queueEvents } from "../webhooks/events.js";
import { claimDue as claimDueWebhooks } from "../webhooks/queue.js";
import { handBackClaims } from "./instance-claims.js";

/**
 * What an instance held when it stopped (crashed, or is stopping now) is due at once and nobody's: another
 * instance's claims and what is already settled stay as they are.
 */
describe("handing claims back", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(async () => database.close());

  it("frees this instance's e-mail and job claims at once, and only its own", async () => {
    const { db, dialect } = database;
    const start = new Date();
    await db
      .insertInto("pendingPersonalMail")
      .values([1, 2, 3, 4].map((n) => pendingMailRow(`held-${n}@example.com`, "welcome", start.toISOString())))
      .execute();
    const held = (await claimDueMail(db, dialect, start, 2, "stopped")).map((mail) => mail.email).sort();
    expect(held).toHaveLength(2);
    expect(await claimDueMail(db, dialect, start, 2, "other")).toHaveLength(2);
    const job = await createJob(db, { kind: "count", params: {}, total: 1, createdBy: "test" });
    expect((await claimNextJob(db, "stopped", ["count"]))?.id).toBe(job.id);

    const later = new Date(start.getTime() + 1000);
    expect(await handBackClaims(db, "stopped", later)).toBe(3);

    // Due now: a poll of any instance sends the stopped one's e-mail, not the other's (still held 30 s).
    const due = await claimDueMail(db, dialect, later, 10, "next");
    expect(due.map((mail) => mail.email).sort()).toEqual(held);
    // Its job is claimable at once instead of when its lease runs out.
    expect((await claimNextJob(db, "next", ["count"]))?.id).toBe(job.id);
    expect((await findJob(db, job.id))?.leaseOwner).toBe("next");
  });

  it("frees this instance's webhook deliveries at once, and only its own", async () => {
    const { db, dialect } = database;
    const start = new Date();
    await db
      .insertInto("webhookEndpoints")
      .values({
        id: "endpoint-1",
        url: "https://hooks.example.com/in",
        events: JSON.stringify(["entry.created"]),
        secret: "sealed",
        createdBy: null,
        createdAt: start.toISOString(),
        disabledAt: null,
        disabledReason: null,
      })
      .execute();
    const at = start.toISOString();
    await queueEvents(
      db,
      "entry.created",
      [1, 2, 3, 4].map((n) => ({ eventId: `msg_held${n}`, subjectId: `entry-${n}`, at, data: { id: `entry-${n}` } })),
    );
    const held = (await claimDueWebhooks(db, dialect, start, 2, "stopped")).map((d) => d.eventId).sort();
    expect(held).toHaveLength(2);
    expect(await claimDueWebhooks(db, dialect, start, 2, "other")).toHaveLength(2);

    const later = new Date(start.getTime() + 1000);
    expect(await handBackClaims(db, "stopped", later)).toBe(2);
    // Due now for any instance, instead of after the lease of a whole run.
    const due = await claimDueWebhooks(db, dialect, later, 10, "next");
    expect(due.map((d) => d.eventId).sort()).toEqual(held);
  });
});

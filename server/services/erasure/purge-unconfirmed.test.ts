import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEntry, inviteEntry } from "../../test-support/entries.js";
import { signInAsStaff } from "../../test-support/staff-session.js";
import { createTestApp } from "../../test-support/test-app.js";
import { purgeUnconfirmed } from "./purge-unconfirmed.js";

const DAY_MS = 86_400_000;

describe("purgeUnconfirmed", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("erases entries left unconfirmed past the TTL, and keeps the confirmed, the recent and the invited", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const stale = await addEntry(ctx.app, { createdAt: daysAgo(15) });
    const confirmed = await addEntry(ctx.app, { createdAt: daysAgo(40), confirmedAt: daysAgo(39) });
    const recent = await addEntry(ctx.app, { createdAt: daysAgo(13) });
    const invited = await addEntry(ctx.app, { createdAt: daysAgo(20) });
    await inviteEntry(ctx.app, await signInAsStaff(ctx.app), invited);

    expect(await purgeUnconfirmed(ctx.app.db, 14, now)).toBe(1);
    const left = await ctx.app.db.selectFrom("surveyResponses").select("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual([confirmed.id, recent.id, invited.id].sort());
    expect(left.map((row) => row.id)).not.toContain(stale.id);
    expect(await purgeUnconfirmed(ctx.app.db, 14, now)).toBe(0);
  });

  it("lets other work run between the people it erases", async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
    for (let i = 0; i < 3; i++) await addEntry(ctx.app, { createdAt: longAgo });
    // A request that arrives during the purge: on SQLite it waited for the whole backlog before.
    const order: string[] = [];
    setImmediate(() => order.push("other work"));
    await purgeUnconfirmed(ctx.app.db, 14, now).then((erased) => order.push(`purged ${erased}`));
    expect(order).toEqual(["other work", "purged 3"]);
  });
});

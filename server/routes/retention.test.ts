import { describe, expect, it } from "vitest";
import { insertInvite, insertWaitlistEntry } from "../seed/rows.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { appendConsents } from "../services/consent/ledger.js";
import { appWithStaff } from "../test-support/staff-app.js";

const test = appWithStaff({ env: { RETENTION_DAYS: "100", UNCONFIRMED_TTL_DAYS: "14" }, jobs: { pollMs: 3_600_000 } });
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("GET /api/v1/admin/retention", () => {
  it("counts what the next 30 days erase or purge, by reason", async () => {
    // Unconfirmed for 10 days: erased within the month (14-day period); confirmed ones are not.
    await insertWaitlistEntry(test.app.db, { createdAt: ago(10) });
    await insertWaitlistEntry(test.app.db, { createdAt: ago(10), confirmedAt: ago(9) });
    // Invite expired 80 days ago: erased 20 days from now; one expired 10 days ago is not due yet.
    const due = await insertWaitlistEntry(test.app.db, { confirmedAt: ago(200) });
    await insertInvite(test.app.db, { surveyResponseId: due.id, createdAt: ago(94), expiresAt: ago(80) });
    const young = await insertWaitlistEntry(test.app.db, { confirmedAt: ago(200) });
    await insertInvite(test.app.db, { surveyResponseId: young.id, createdAt: ago(24), expiresAt: ago(10) });
    await recordAudit(test.app.db, { action: "waitlist.erased", actorId: null, actor: "x", ip: null, target: "a" });
    await test.app.db
      .updateTable("auditLog")
      .set({ createdAt: ago(350) })
      .where("target", "=", "a")
      .execute();

    // Consent records of a person erased 340 days ago go within the month (kept a year); of one erased 100
    // days ago, not yet.
    const consent = (subject: string, action: "given" | "erased", at: string) => ({
      subject,
      purpose: "waitlist" as const,
      action,
      channel: "web" as const,
      language: "en",
      at,
    });
    await test.app.db
      .transaction()
      .execute((trx) =>
        appendConsents(trx, [
          consent("gone-soon", "given", ago(400)),
          consent("gone-later", "given", ago(150)),
          consent("gone-soon", "erased", ago(340)),
          consent("gone-later", "erased", ago(100)),
        ]),
      );

    const response = await test.app.inject({ method: "GET", url: "/api/v1/admin/retention", headers: test.staff });
    expect(response.statusCode).toBe(200);
    const counts = Object.fromEntries(
      response.json().items.map((item: { reason: string; count: number }) => [item.reason, item.count]),
    );
    expect(counts).toMatchObject({
      unconfirmed: 1,
      "invite-expired": 1,
      "invite-accepted": 0,
      "audit-log": 1,
      "consent-records": 2,
    });
    expect(response.json().retentionDays).toBe(100);
  });
});

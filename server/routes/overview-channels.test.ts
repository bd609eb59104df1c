import { describe, expect, it } from "vitest";
import { insertSurvey } from "../seed/rows.js";
import { median } from "../services/funnel/confirmation-by-channel.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();
const HOUR = 3_600_000;
const base = Date.now() - 2 * 86_400_000;
const at = (hours: number) => new Date(base + hours * HOUR).toISOString();

async function confirmMessage(surveyResponseId: string, status: "sent" | "delivered" | "read" | "failed", n: number) {
  await ctx.app.db
    .insertInto("whatsappMessages")
    .values({
      id: `wa-ch-${n}`,
      surveyResponseId,
      inviteId: null,
      kind: "confirm",
      toNumber: "919876543210",
      body: "{}",
      status,
      attempt: 1,
      createdAt: at(0),
      updatedAt: at(0),
    })
    .execute();
}

describe("confirmation by channel on the founder's home", () => {
  it("counts this week's WhatsApp sign-ups delivered, read and confirmed, and e-mail's, with median times", async () => {
    const db = ctx.app.db;
    const wa = { createdAt: at(0), whatsappOptInAt: at(0), whatsappNotice: "wa-2026-11" };
    // WhatsApp: read and confirmed after 1 h; delivered and confirmed after 3 h; read, not confirmed;
    // failed (and fallen back), confirmed by e-mail after 5 h; a STOP later still counts as having chosen it.
    const readAndConfirmed = await insertSurvey(db, { ...wa, confirmedAt: at(1) });
    const delivered = await insertSurvey(db, { ...wa, confirmedAt: at(3) });
    const readOnly = await insertSurvey(db, wa);
    const failed = await insertSurvey(db, { ...wa, confirmedAt: at(5), whatsappStoppedAt: at(6) });
    await confirmMessage(readAndConfirmed, "read", 1);
    await confirmMessage(delivered, "delivered", 2);
    await confirmMessage(readOnly, "read", 3);
    await confirmMessage(failed, "failed", 4);
    // E-mail: confirmed after 2 h and 4 h, one not yet; and last month's sign-up counts in neither.
    await insertSurvey(db, { createdAt: at(0), confirmedAt: at(2) });
    await insertSurvey(db, { createdAt: at(0), confirmedAt: at(4) });
    await insertSurvey(db, { createdAt: at(0) });
    await insertSurvey(db, { ...wa, createdAt: at(-24 * 30), confirmedAt: at(-24 * 29) });

    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/overview", headers: ctx.staff });
    expect(response.statusCode).toBe(200);
    expect(response.json().confirmation).toEqual({
      whatsapp: { people: 4, delivered: 3, read: 2, confirmed: 3, medianSecondsToConfirm: 3 * 3600 },
      email: { people: 3, confirmed: 2, medianSecondsToConfirm: 3 * 3600 },
    });
  });

  it("takes the middle of an even count as the mean of the two middle values, and none as null", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});

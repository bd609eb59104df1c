import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP_NOTICE } from "../../contract/whatsapp.js";
import { joinAndGetToken } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";
import { WHATSAPP_ENV } from "../test-support/whatsapp-env.js";

const RATE = { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" };

describe("the personal page's WhatsApp switch", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ...RATE, ...WHATSAPP_ENV } });
  });
  afterAll(async () => ctx.close());

  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => ctx.app.inject({ method: "GET", url: "/api/v1/me", headers: headers(token) });
  const confirm = (token: string) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/me/confirm", headers: headers(token) });
  const patch = (token: string, payload: unknown) =>
    ctx.app.inject({ method: "PATCH", url: "/api/v1/me", headers: headers(token), payload: payload as object });
  const entry = (email: string) =>
    ctx.app.db.selectFrom("surveyResponses").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("says the channel, turns WhatsApp on and off, and neither loses the person's place", async () => {
    const ahead = await joinAndGetToken(ctx.app, "wa-ahead@example.in");
    const token = await joinAndGetToken(ctx.app, "wa-switch@example.in");
    await confirm(ahead);
    await confirm(token);
    const before = (await me(token)).json();
    expect(before).toMatchObject({ whatsappOptIn: false, whatsappAvailable: true, confirmed: true });
    const stored = await entry("wa-switch@example.in");

    const on = await patch(token, { whatsappOptIn: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ whatsappOptIn: true, position: before.position, positionOf: before.positionOf });
    const opted = await entry("wa-switch@example.in");
    expect(opted.whatsappOptInAt).not.toBeNull();
    expect(opted.whatsappNotice).toBe(WHATSAPP_NOTICE.id);
    expect(opted.whatsappStoppedAt).toBeNull();

    const off = await patch(token, { whatsappOptIn: false });
    expect(off.json()).toMatchObject({ whatsappOptIn: false, position: before.position, confirmed: true });
    const stopped = await entry("wa-switch@example.in");
    expect(stopped.whatsappStoppedAt).not.toBeNull();
    // The consent stays on record; a stop is a new fact, not an erasure of the old one.
    expect(stopped.whatsappOptInAt).toBe(opted.whatsappOptInAt);

    // On again: a new consent time, the stop cleared.
    const again = await patch(token, { whatsappOptIn: true });
    expect(again.json().whatsappOptIn).toBe(true);
    expect((await entry("wa-switch@example.in")).whatsappStoppedAt).toBeNull();

    const after = await entry("wa-switch@example.in");
    for (const key of ["queueMs", "confirmedAt", "createdAt", "referrals", "invitedUntil"] as const) {
      expect(after[key]).toEqual(stored[key]);
    }
    expect((await me(token)).json()).toMatchObject({ position: before.position, positionOf: before.positionOf });
  });

  it("refuses a switch that is not a boolean, in the one error shape, and leaves the details form as it was", async () => {
    const token = await joinAndGetToken(ctx.app, "wa-bad@example.in");
    const bad = await patch(token, { whatsappOptIn: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "whatsappOptIn", message: "Choose yes or no." }]);
    // Mixed into the details form, the switch is an unknown field there: the form never flips it by accident.
    const mixed = await patch(token, {
      name: "Asha Rao",
      phone: "+919876543210",
      homeCity: "Bangalore",
      whatsappOptIn: true,
    });
    expect(mixed.statusCode).toBe(400);
    expect((await entry("wa-bad@example.in")).whatsappOptInAt).toBeNull();
  });

  it("needs the personal link", async () => {
    const anonymous = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: { "x-requested-with": "stashd" },
      payload: { whatsappOptIn: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the switch on a server without WhatsApp", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: RATE });
  });
  afterAll(async () => ctx.close());

  it("says WhatsApp is not available and refuses to turn it on; turning it off still works", async () => {
    const token = await joinAndGetToken(ctx.app, "no-wa@example.in", { whatsappOptIn: true });
    const headers = { authorization: `Bearer ${token}` };
    // A box ticked at sign-up is ignored here: nothing goes by WhatsApp, so no consent is kept.
    const fresh = await ctx.app.inject({ method: "GET", url: "/api/v1/me", headers });
    expect(fresh.json()).toMatchObject({ whatsappAvailable: false, whatsappOptIn: false });
    // A consent given while this server sent WhatsApp stays on record; the page shows e-mail and no switch.
    await ctx.app.db
      .updateTable("surveyResponses")
      .set({ whatsappOptInAt: new Date().toISOString(), whatsappNotice: "wa-2026-11" })
      .where("email", "=", "no-wa@example.in")
      .execute();
    const view = await ctx.app.inject({ method: "GET", url: "/api/v1/me", headers });
    expect(view.json()).toMatchObject({ whatsappAvailable: false, whatsappOptIn: true });
    const on = await ctx.app.inject({ method: "PATCH", url: "/api/v1/me", headers, payload: { whatsappOptIn: true } });
    expect(on.statusCode).toBe(409);
    expect(on.json().detail).toMatch(/not available/);
    const off = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers,
      payload: { whatsappOptIn: false },
    });
    expect(off.json()).toMatchObject({ whatsappOptIn: false });
  });
});

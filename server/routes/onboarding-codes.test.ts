import { describe, expect, it } from "vitest";
import { inviteCode } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

/**
 * The onboarding link's code is the credential (services/invites/onboarding-code.ts): the invite's id and
 * its seal. The id alone, which the database and the staff list hold, opens nothing.
 */
const ctx = appWithStaff();

const summaryOf = (code: string) =>
  ctx.app.inject({ method: "GET", url: `/api/v1/onboarding/${encodeURIComponent(code)}` });
const signUpWith = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/v1/onboarding", payload });

async function newInvite(email: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/invites",
    headers: ctx.staff,
    payload: { email, name: "Sealed", phone: "+919812345678" },
  });
  return response.json() as { inviteId: string; onboardingLink: string };
}

describe("onboarding codes", () => {
  it("opens with the link's sealed code, never with the invite's id alone or a wrong seal", async () => {
    const { inviteId, onboardingLink } = await newInvite("sealed@example.in");
    const code = new URL(onboardingLink).searchParams.get("invite") as string;
    expect(code).toBe(inviteCode(ctx.app, inviteId));
    const listed = await ctx.app.inject({ method: "GET", url: "/api/v1/invites/all", headers: ctx.staff });
    const shown = listed.json().invites.find((i: { inviteId: string }) => i.inviteId === inviteId);
    expect(shown.onboardingLink).toBe(onboardingLink);

    const payload = { name: "Sealed", phone: "+919812345678", acceptTerms: true };
    const forged = `${inviteId}.${"A".repeat(43)}`;
    for (const guess of [inviteId, forged, `${inviteId}.`, code.slice(0, -1)]) {
      expect((await summaryOf(guess)).statusCode, guess).toBe(404);
      expect((await signUpWith({ ...payload, invite: guess })).statusCode, guess).toBe(404);
    }
    expect((await summaryOf(code)).json().email).toBe("sealed@example.in");
    expect((await signUpWith({ ...payload, invite: code })).statusCode).toBe(201);
  });

  it("keeps an invite made before sealed links opening with its bare id until it is sent again", async () => {
    const invite = (await newInvite("before@example.in")).inviteId;
    // As the migration leaves an invite made before seals.
    await ctx.app.db.updateTable("invites").set({ bareLink: 1 }).where("id", "=", invite).execute();
    expect((await summaryOf(invite)).statusCode).toBe(200);
    expect((await summaryOf(inviteCode(ctx.app, invite))).statusCode).toBe(200);
    const resent = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/invites/${invite}/resend`,
      headers: ctx.staff,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect((await summaryOf(invite)).statusCode).toBe(404);
    expect((await summaryOf(inviteCode(ctx.app, invite))).statusCode).toBe(200);
  });
});

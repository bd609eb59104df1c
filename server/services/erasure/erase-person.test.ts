import { describe, expect, it } from "vitest";
import { signUpWithInvite } from "../../test-support/entries.js";
import { appWithStaff } from "../../test-support/staff-app.js";
import { erasePerson, eraseWaitlistEntry } from "./erase-person.js";

/** Staff's explicit choice to invite from a row whatever its city or confirmation (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

const ctx = appWithStaff({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" } });

const entry = (email: string) => ({
  name: "Kavya Menon",
  email,
  phone: "98765 43210",
  company: "Menon & Co",
  tripsPerMonth: "2-3",
  homeCity: "Mumbai",
  ageConfirmed: true,
  preferredCities: ["Bangalore"],
});

/** A person who joined, was invited and signed up: a row in every table that holds personal data. */
async function onboardedPerson(email: string) {
  const joined = await ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload: entry(email) });
  const invite = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/invites",
    headers: ctx.staff,
    payload: { email, name: "Kavya Menon", source: "survey", surveyResponseId: joined.json().id, ...CHOSEN },
  });
  const inviteId = invite.json().inviteId as string;
  await signUpWithInvite(ctx.app, inviteId, "Kavya Menon");
  // The welcome e-mail leaves after the answer (decision 063): wait for it and the invite, so erasure meets
  // every row the person has (without this the welcome could land after the erasure, a flaky failure).
  await expect.poll(async () => (await traces(email)).mails).toBe(2);
  return { entryId: joined.json().id as string };
}

async function traces(email: string) {
  const db = ctx.app.db;
  const [entries, invites, accounts, mails] = await Promise.all([
    db.selectFrom("surveyResponses").select("id").where("email", "=", email).execute(),
    db.selectFrom("invites").select("id").where("email", "=", email).execute(),
    db.selectFrom("users").select("id").where("email", "=", email).execute(),
    db.selectFrom("mailOutbox").select("id").where("toAddress", "=", email).execute(),
  ]);
  return { entries: entries.length, invites: invites.length, accounts: accounts.length, mails: mails.length };
}

describe("erasure", () => {
  it("removes the entry, invites, account and every e-mail of the person, and nobody else's", async () => {
    const { entryId } = await onboardedPerson("kavya@example.in");
    await onboardedPerson("other@example.in");
    expect(await traces("kavya@example.in")).toMatchObject({ entries: 1, invites: 1, accounts: 1 });

    const counts = await eraseWaitlistEntry(ctx.app.db, entryId);
    expect(counts).toMatchObject({ waitlistEntries: 1, invites: 1, accounts: 1 });
    expect(await traces("kavya@example.in")).toEqual({ entries: 0, invites: 0, accounts: 0, mails: 0 });
    expect(await traces("other@example.in")).toMatchObject({ entries: 1, invites: 1, accounts: 1 });
  });

  it("matches the address however it is typed, and answers null for an unknown entry", async () => {
    await onboardedPerson("raj@example.in");
    expect((await erasePerson(ctx.app.db, "  RAJ@Example.in ")).waitlistEntries).toBe(1);
    expect(await traces("raj@example.in")).toEqual({ entries: 0, invites: 0, accounts: 0, mails: 0 });
    expect(await eraseWaitlistEntry(ctx.app.db, "no-such-entry")).toBeNull();
  });
});

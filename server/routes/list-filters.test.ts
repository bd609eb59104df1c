import { beforeAll, describe, expect, it } from "vitest";
import { istDayOf } from "../../contract/trending-days.js";
import { insertAccount, insertInvite, insertSurvey } from "../seed/rows.js";
import { appWithStaff } from "../test-support/staff-app.js";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const day = (days: number) => istDayOf(ago(days));

/**
 * The lists' day ranges, channel and source: each narrows to exactly its people, combines with the others,
 * and the answer's `total` counts what the filter matches; export and "Invite all N matching" cover the same set.
 */
const ctx = appWithStaff();
const ids: Record<string, string> = {};

const inject = (url: string) => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: ctx.staff });
async function list(url: string) {
  const response = await inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name).sort();

beforeAll(async () => {
  const db = ctx.app.db;
  const whatsapp = { whatsappOptInAt: ago(20), whatsappNotice: "wa-1" };
  ids.old = await insertSurvey(db, {
    name: "Old",
    createdAt: ago(20),
    confirmedAt: ago(19),
    invitedAt: ago(3),
    landingSource: "Google",
  });
  ids.week = await insertSurvey(db, { name: "Week", createdAt: ago(3), confirmedAt: ago(1), ...whatsapp });
  ids.today = await insertSurvey(db, {
    name: "Today",
    createdAt: ago(0),
    landingSource: "google",
    ...whatsapp,
    whatsappStoppedAt: ago(0),
  });
  ids.insta = await insertSurvey(db, {
    name: "Insta",
    createdAt: ago(5),
    confirmedAt: ago(5),
    landingSource: "Instagram",
  });
  await insertInvite(db, { createdAt: ago(3), surveyResponseId: ids.old, city: "Pune" });
  const accepted = await insertInvite(db, { createdAt: ago(10), surveyResponseId: ids.week });
  await insertAccount(db, { inviteId: accepted, createdAt: ago(2) });
  await insertInvite(db, { createdAt: ago(4), status: "revoked", revokedAt: ago(3) });
});

describe("waitlist filters", () => {
  it("narrows by the India days someone joined, confirmed or was invited, with an exact total", async () => {
    const joined = await list(`/survey_responses?joinedFrom=${day(6)}&joinedTo=${day(0)}`);
    expect([names(joined), joined.total]).toEqual([["Insta", "Today", "Week"], 3]);
    const confirmed = await list(`/survey_responses?confirmedFrom=${day(2)}`);
    expect([names(confirmed), confirmed.total]).toEqual([["Week"], 1]);
    const invited = await list(`/survey_responses?invitedFrom=${day(4)}&invitedTo=${day(2)}`);
    expect([names(invited), invited.total]).toEqual([["Old"], 1]);
    const before = await list(`/survey_responses?joinedTo=${day(19)}`);
    expect([names(before), before.total]).toEqual([["Old"], 1]);
  });

  it("narrows by the channel chosen at sign-up (a STOP later included), and by the source whatever its case", async () => {
    const whatsapp = await list("/survey_responses?channel=whatsapp");
    expect([names(whatsapp), whatsapp.total]).toEqual([["Today", "Week"], 2]);
    const email = await list("/survey_responses?channel=email");
    expect([names(email), email.total]).toEqual([["Insta", "Old"], 2]);
    const google = await list("/survey_responses?source=GOOGLE");
    expect([names(google), google.total]).toEqual([["Old", "Today"], 2]);
  });

  it("combines the new filters with each other and with the old ones", async () => {
    const page = await list(`/survey_responses?source=google&joinedFrom=${day(6)}&confirmed=false&limit=1`);
    expect([names(page), page.total]).toEqual([["Today"], 1]);
    const invited = await list("/survey_responses?channel=whatsapp&invited=true");
    expect([names(invited), invited.total]).toEqual([["Week"], 1]);
    const notInvited = await list("/survey_responses?channel=whatsapp&invited=false");
    expect([names(notInvited), notInvited.total]).toEqual([["Today"], 1]);
  });

  it("refuses a day that is not a calendar day or a channel it does not know, in the one error shape", async () => {
    for (const [query, field] of [
      ["joinedFrom=2026-02-30", "joinedFrom"],
      ["confirmedTo=yesterday", "confirmedTo"],
      ["channel=sms", "channel"],
    ]) {
      const response = await inject(`/survey_responses?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
  });

  it("exports and counts for 'Invite all N matching' exactly the filtered set", async () => {
    const filter = `joinedFrom=${day(6)}&confirmed=true`;
    const csv = await inject(`/survey_responses/export.csv?${filter}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split("\n").length - 1).toBe((await list(`/survey_responses?${filter}`)).total);
    const count = await list(`/invites/bulk/count?${filter}`);
    expect(count.invitable).toBe(1); // Insta: Week has an accepted invite
  });
});

describe("invites filters", () => {
  it("narrows by the days invites were sent or accepted, and by several statuses at once", async () => {
    const sent = await list(`/invites/all?sentFrom=${day(6)}&status=pending,sent,accepted,expired`);
    expect(sent.total).toBe(1);
    const withRevoked = await list(`/invites/all?sentFrom=${day(6)}`);
    expect(withRevoked.total).toBe(2);
    const accepted = await list(`/invites/all?acceptedFrom=${day(3)}&status=accepted`);
    expect(accepted.total).toBe(1);
    const pune = await list("/invites/all?city=Pune");
    expect(pune.invites.map((invite: { surveyResponseId: string }) => invite.surveyResponseId)).toEqual([ids.old]);
    const whatsapp = await list("/invites/all?channel=whatsapp");
    expect(whatsapp.invites.map((invite: { surveyResponseId: string }) => invite.surveyResponseId)).toEqual([ids.week]);
  });

  it("refuses a status it does not know", async () => {
    const response = await inject("/invites/all?status=sent,lost");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("status");
  });
});

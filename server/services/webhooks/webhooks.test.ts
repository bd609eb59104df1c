import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEntry, inviteEntry, signUpWithInvite } from "../../test-support/entries.js";
import { signUpFor } from "../../test-support/sign-ups.js";
import { appWithStaff } from "../../test-support/staff-app.js";
import { startWebhookReceiver } from "../../test-support/webhook-receiver.js";
import { confirmEntry } from "../me/me.js";

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => receiver.close());

const ctx = appWithStaff({
  env: { WEBHOOKS_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_DELAYS_MS: "50,50,50" },
});

async function addEndpoint(events: string[], url = receiver.url) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/admin/webhooks",
    headers: ctx.staff,
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, secret } = response.json() as { id: string; secret: string };
  expect(secret).toMatch(/^whsec_/);
  receiver.trustSecret(secret);
  return id;
}

async function removeEndpoint(id: string) {
  const response = await ctx.app.inject({
    method: "DELETE",
    url: `/api/v1/admin/webhooks/${id}`,
    headers: ctx.staff,
    payload: {},
  });
  expect(response.statusCode).toBe(204);
}

/** Runs the delivery loop until nothing is due (retries fall due after 50 ms). */
async function deliverAll() {
  for (let i = 0; i < 40; i++) {
    await ctx.app.webhooks.drain();
    const open = await ctx.app.db
      .selectFrom("webhookDeliveries")
      .select("eventId")
      .where("dueAt", "is not", null)
      .execute();
    if (open.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  throw new Error("deliveries still due");
}

const signUp = (email: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/survey_responses",
    payload: { ...signUpFor({ email }), at: undefined, homeCity: "Bangalore" },
  });

describe("webhooks", () => {
  it("signs every delivery so standardwebhooks verifies it, and retries with the same webhook-id", async () => {
    receiver.received.length = 0;
    const id = await addEndpoint(["entry.created"]);
    receiver.answer([500, 503]);
    const response = await signUp("retry@example.com");
    expect(response.statusCode, response.body).toBe(201);
    await deliverAll();

    expect(receiver.unverifiedCount()).toBe(0);
    const attempts = receiver.received.filter((r) => r.type === "entry.created");
    expect(attempts.map((a) => a.answered)).toEqual([500, 503, 200]);
    expect(new Set(attempts.map((a) => a.id)).size).toBe(1);
    expect(attempts[2]?.data).toMatchObject({ email: "retry@example.com", homeCity: "Bangalore" });

    const log = await ctx.app.inject({ url: `/api/v1/admin/webhooks/${id}/deliveries`, headers: ctx.staff });
    const [delivery] = log.json().items;
    expect(delivery).toMatchObject({
      eventId: attempts[0]?.id,
      type: "entry.created",
      status: "delivered",
      attempts: 3,
      lastResponseCode: 200,
    });
    expect(delivery.log.map((a: { responseCode: number }) => a.responseCode)).toEqual([500, 503, 200]);
    await removeEndpoint(id);
  });

  it("sends entry.erased with the id alone, and drops the erased person's queued payloads", async () => {
    receiver.received.length = 0;
    const id = await addEndpoint(["entry.created", "entry.erased"]);
    receiver.answer([500, 500, 500, 500]);
    await signUp("erase-me@example.com");
    const entry = await ctx.app.db
      .selectFrom("surveyResponses")
      .select("id")
      .where("email", "=", "erase-me@example.com")
      .executeTakeFirstOrThrow();
    const erased = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/survey_responses/${entry.id}`,
      headers: ctx.staff,
      payload: {},
    });
    expect(erased.statusCode).toBe(204);
    receiver.answer([]);
    await deliverAll();
    const stored = JSON.stringify(await ctx.app.db.selectFrom("webhookDeliveries").selectAll().execute());
    expect(stored).not.toContain("erase-me");
    const event = receiver.received.find((r) => r.type === "entry.erased");
    expect(event?.data).toEqual({ id: entry.id });
    await removeEndpoint(id);
  });

  it("switches an endpoint off after the whole schedule fails and e-mails the owners", async () => {
    receiver.received.length = 0;
    const id = await addEndpoint(["entry.created"]);
    receiver.answer([500, 500, 500, 500]);
    await signUp("always-failing@example.com");
    await deliverAll();
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 500, 500]);
    const list = await ctx.app.inject({ url: "/api/v1/admin/webhooks", headers: ctx.staff });
    const endpoint = list.json().items.find((e: { id: string }) => e.id === id);
    expect(endpoint.disabledAt).not.toBeNull();
    const mail = await ctx.app.db.selectFrom("mailOutbox").select(["toAddress", "subject"]).execute();
    expect(mail).toContainEqual({
      toAddress: "staff@stashd.test",
      subject: "Stashd: a webhook endpoint was switched off",
    });

    // Nothing more goes to a disabled endpoint; a resend by hand turns it on and delivers the same event.
    await signUp("while-off@example.com");
    await deliverAll();
    expect(receiver.received).toHaveLength(4);
    const [failed] = (
      await ctx.app.inject({ url: `/api/v1/admin/webhooks/${id}/deliveries`, headers: ctx.staff })
    ).json().items;
    const resend = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/admin/webhooks/${id}/deliveries/${failed.eventId}/resend`,
      headers: { ...ctx.staff, "content-type": "application/json" },
      payload: {},
    });
    expect(resend.statusCode).toBe(202);
    await deliverAll();
    expect(receiver.received.at(-1)).toMatchObject({ id: failed.eventId, answered: 200 });
    await removeEndpoint(id);
  });

  it("tells of a confirmation, an invite sent and an invite accepted, never with the invite's id", async () => {
    receiver.received.length = 0;
    const id = await addEndpoint(["entry.confirmed", "invite.sent", "invite.accepted"]);
    const entry = await addEntry(ctx.app, { email: "events@example.com", name: "Events Person" });
    const stored = await ctx.app.db
      .selectFrom("surveyResponses")
      .selectAll()
      .where("id", "=", entry.id)
      .executeTakeFirstOrThrow();
    await confirmEntry(ctx.app.db, stored, "network", 5);
    const inviteId = await inviteEntry(ctx.app, ctx.staff, entry);
    await ctx.app.inviteMail.drain();
    await signUpWithInvite(ctx.app, inviteId);
    await deliverAll();
    expect(receiver.received.map((r) => r.type).sort()).toEqual(["entry.confirmed", "invite.accepted", "invite.sent"]);
    for (const event of receiver.received) {
      expect(event.data).toMatchObject({ id: entry.id, email: "events@example.com" });
      expect(JSON.stringify(event.data)).not.toContain(inviteId);
    }
    await removeEndpoint(id);
  });

  it("sends a test event on request", async () => {
    receiver.received.length = 0;
    const id = await addEndpoint(["invite.sent"]);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/admin/webhooks/${id}/test`,
      headers: ctx.staff,
      payload: {},
    });
    expect(response.statusCode).toBe(202);
    await deliverAll();
    expect(receiver.received).toMatchObject([{ id: response.json().eventId, type: "webhook.test" }]);
    await removeEndpoint(id);
  });
});

describe("webhooks without WEBHOOKS_ALLOW_PRIVATE", () => {
  const plain = appWithStaff();

  it("refuses a loopback or private address, and http://, when saved", async () => {
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://10.1.2.3/hooks",
      "https://[::1]/hooks",
      "https://169.254.169.254/",
      "http://example.com/hooks",
    ]) {
      const response = await plain.app.inject({
        method: "POST",
        url: "/api/v1/admin/webhooks",
        headers: plain.staff,
        payload: { url, events: ["entry.created"] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].field).toBe("url");
    }
  });

  it("checks the address again at every delivery: a private one gets nothing", async () => {
    receiver.received.length = 0;
    // Saved when it was allowed (or when its name pointed elsewhere): the delivery itself refuses it.
    await plain.app.db
      .insertInto("webhookEndpoints")
      .values({
        id: "private-one",
        url: receiver.url.replace("http:", "https:"),
        events: JSON.stringify(["entry.created"]),
        secret: "unused",
        createdBy: null,
        createdAt: new Date().toISOString(),
        disabledAt: null,
        disabledReason: null,
      })
      .execute();
    const entry = await addEntry(plain.app, { email: "private@example.com" });
    const at = new Date().toISOString();
    await plain.app.db
      .insertInto("webhookDeliveries")
      .values({
        endpointId: "private-one",
        eventId: "msg_private",
        type: "entry.created",
        subjectId: entry.id,
        payload: "{}",
        status: "pending",
        attempts: 0,
        dueAt: at,
        lastResponseCode: null,
        lastError: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await plain.app.webhooks.drain();
    expect(receiver.received).toEqual([]);
    const attempt = await plain.app.db.selectFrom("webhookAttempts").selectAll().executeTakeFirstOrThrow();
    expect(attempt.error).toMatch(/loopback, private or link-local/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../test-support/personal-mail.js";
import { createWhatsappTestApp, deliverAll, messagesOf, signUpVia } from "../test-support/whatsapp.js";
import { signatureOf } from "../test-support/whatsapp-fake.mjs";

describe("the WhatsApp webhook", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  const entry = (id: string) =>
    ctx.app.db.selectFrom("surveyResponses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const sentTo = (number: string) => ctx.fake.received().filter((message) => message.to === number);

  it("answers Meta's handshake with the challenge only for the verify token", async () => {
    const get = (query: string) => ctx.app.inject({ method: "GET", url: `/api/v1/whatsapp/webhook?${query}` });
    const ok = await get("hub.mode=subscribe&hub.verify_token=fake-verify-token&hub.challenge=1158201444");
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain/);
    expect(ok.body).toBe("1158201444");
    for (const query of [
      "hub.mode=subscribe&hub.verify_token=wrong-verify-token&hub.challenge=1",
      "hub.mode=unsubscribe&hub.verify_token=fake-verify-token&hub.challenge=1",
      "hub.challenge=1",
    ]) {
      const refused = await get(query);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: expect.any(String), errors: [] });
    }
  });

  it("refuses a POST whose signature is missing or wrong with 401 and stores nothing", async () => {
    const id = await signUpVia(ctx.app, "sig@example.com", "+919845000001");
    await deliverAll(ctx.app);
    const stop = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ value: { messages: [{ from: "919845000001", type: "text", text: { body: "STOP" } }] } }] }],
    });
    const post = (headers: Record<string, string>, payload = stop) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/whatsapp/webhook",
        headers: { "content-type": "application/json", ...headers },
        payload,
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ "x-hub-signature-256": signatureOf("another secret", stop) })).statusCode).toBe(401);
    // Signed, then changed by one byte on the way: the signature is over the raw body.
    const tampered = await post(
      { "x-hub-signature-256": signatureOf(ctx.fake.appSecret, stop) },
      stop.replace("STOP", "stop"),
    );
    expect(tampered.statusCode).toBe(401);
    // The right digest, written loosely: trailing text, upper case, or the header twice.
    const good = signatureOf(ctx.fake.appSecret, stop);
    for (const loose of [`${good}x`, `${good} `, `sha256=${good.slice(7).toUpperCase()}`, `SHA256=${good.slice(7)}`]) {
      expect((await post({ "x-hub-signature-256": loose })).statusCode).toBe(401);
    }
    const twice = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/whatsapp/webhook",
      // Two copies of the header, as a proxy may pass them on.
      headers: { "content-type": "application/json", "x-hub-signature-256": [good, good] },
      payload: stop,
    });
    expect(twice.statusCode).toBe(401);
    expect((await entry(id)).whatsappStoppedAt).toBeNull();
    const signed = await post({ "x-hub-signature-256": signatureOf(ctx.fake.appSecret, stop) });
    expect(signed.statusCode).toBe(200);
    expect((await entry(id)).whatsappStoppedAt).not.toBeNull();
  });

  it("sends the confirmation template the Cloud API documents, with the bearer token and a quick-reply payload", async () => {
    const id = await signUpVia(ctx.app, "shape@example.com", "+91 98450 00002");
    await deliverAll(ctx.app);
    const [message] = await messagesOf(ctx.app, id);
    const [received] = sentTo("919845000002");
    expect(received?.authorization).toBe(`Bearer ${ctx.fake.token}`);
    expect(received?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919845000002",
      type: "template",
      template: {
        name: "stashd_confirm",
        language: { code: "en" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "Bangalore" }] },
          {
            type: "button",
            sub_type: "quick_reply",
            index: "0",
            parameters: [{ type: "payload", payload: message?.confirmPayload }],
          },
        ],
      },
    });
    expect(message).toMatchObject({ status: "sent", waMessageId: received?.id, dueAt: null, attempt: 1 });
    // No e-mail: the confirmation went by WhatsApp.
    expect(await mailsTo(ctx.app, "shape@example.com")).toEqual([]);
  });

  it("confirms on a tap from the entry's own number and replies with the place and the personal link", async () => {
    const id = await signUpVia(ctx.app, "tap@example.com", "+919845000003");
    await deliverAll(ctx.app);
    const [confirm] = await messagesOf(ctx.app, id);
    const answer = await ctx.fake.tap("919845000003", confirm?.confirmPayload as string);
    expect(answer.status).toBe(200);
    expect((await entry(id)).confirmedAt).not.toBeNull();
    await deliverAll(ctx.app);
    const reply = sentTo("919845000003").at(-1);
    expect(reply?.body).toMatchObject({ messaging_product: "whatsapp", to: "919845000003", type: "text" });
    const text = (reply?.body.text as { body: string } | undefined)?.body ?? "";
    expect(text).toMatch(/You're confirmed on the Stashd waitlist\. You are number \d+ of \d+ in Bangalore's line\./);
    const token = /\/me\?token=([\w-]+)/.exec(text)?.[1];
    const page = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ email: "tap@example.com", confirmed: true });
    // The reply's place is the personal page's, in a line that counts the person ("1 of 0" was sent).
    const { position, positionOf } = page.json() as { position: number; positionOf: number };
    expect(text).toContain(`You are number ${position} of ${positionOf} in Bangalore's line.`);

    // The same payload again (a replay, a second tap) confirms nothing more and sends no second reply.
    const before = sentTo("919845000003").length;
    expect((await ctx.fake.tap("919845000003", confirm?.confirmPayload as string)).status).toBe(200);
    await deliverAll(ctx.app);
    expect(sentTo("919845000003")).toHaveLength(before);
  });

  it("replies to a tap in the entry's own language: a Hindi entry's place and page in Hindi", async () => {
    const id = await signUpVia(ctx.app, "tap-hi@example.com", "+919845000013", { language: "hi" });
    await deliverAll(ctx.app);
    const [confirm] = await messagesOf(ctx.app, id);
    expect((await ctx.fake.tap("919845000013", confirm?.confirmPayload as string)).status).toBe(200);
    await deliverAll(ctx.app);
    const text = (sentTo("919845000013").at(-1)?.body.text as { body: string } | undefined)?.body ?? "";
    expect(text).toMatch(
      /^Stashd प्रतीक्षा सूची में आपकी पुष्टि हो गई है। Bangalore की कतार में आप [\d,]+ में से [\d,]+ नंबर पर हैं।\n\nआपका निजी पेज: \S+\/me\?token=[\w-]+$/u,
    );
    expect(text).not.toMatch(/confirmed|personal page/);
  });

  it("refuses a tap from another number (a forwarded message) and an unknown payload", async () => {
    const id = await signUpVia(ctx.app, "forwarded@example.com", "+919845000004");
    await deliverAll(ctx.app);
    const [confirm] = await messagesOf(ctx.app, id);
    expect((await ctx.fake.tap("919845099999", confirm?.confirmPayload as string)).status).toBe(200);
    expect((await ctx.fake.tap("919845000004", "not-a-payload-we-sent")).status).toBe(200);
    await deliverAll(ctx.app);
    expect((await entry(id)).confirmedAt).toBeNull();
    expect((await messagesOf(ctx.app, id)).map((m) => m.kind)).toEqual(["confirm"]);
    // The rightful owner can still confirm: the payload was not spent by the stranger.
    await ctx.fake.tap("919845000004", confirm?.confirmPayload as string);
    expect((await entry(id)).confirmedAt).not.toBeNull();
  });

  it("keeps the highest status: late, repeated and out-of-order statuses never move it back", async () => {
    const id = await signUpVia(ctx.app, "statuses@example.com", "+919845000005");
    await deliverAll(ctx.app);
    const [{ waMessageId } = { waMessageId: "" }] = await messagesOf(ctx.app, id);
    const status = async () => (await messagesOf(ctx.app, id))[0]?.status;
    await ctx.fake.status(waMessageId as string, "read");
    expect(await status()).toBe("read");
    for (const late of ["delivered", "sent", "read", "failed"]) {
      expect((await ctx.fake.status(waMessageId as string, late)).status).toBe(200);
      expect(await status()).toBe("read");
    }
    // A status of a message this server never sent is acknowledged and ignored.
    expect((await ctx.fake.post({ statuses: [{ id: "wamid.unknown", status: "read" }] })).status).toBe(200);
    // A signed payload of a shape not read here is acknowledged too.
    expect((await ctx.fake.post({ something: "else" })).status).toBe(200);
    expect(await mailsTo(ctx.app, "statuses@example.com")).toEqual([]);
  });

  it("STOP (any case, or UNSUBSCRIBE) stops WhatsApp at once and keeps the place", async () => {
    const id = await signUpVia(ctx.app, "stop@example.com", "+919845000006");
    const before = await entry(id);
    expect((await ctx.fake.text("919845000006", " Unsubscribe ")).status).toBe(200);
    const after = await entry(id);
    expect(after.whatsappStoppedAt).not.toBeNull();
    expect(after).toMatchObject({ queueMs: before.queueMs, whatsappOptInAt: before.whatsappOptInAt });
    // The confirmation still waiting is not sent on WhatsApp: it goes by e-mail.
    await deliverAll(ctx.app);
    expect(sentTo("919845000006")).toEqual([]);
    expect(await mailsTo(ctx.app, "stop@example.com")).toHaveLength(1);
    // "please stop calling" is not a STOP.
    const other = await signUpVia(ctx.app, "chatty@example.com", "+919845000016");
    await ctx.fake.text("919845000016", "please stop calling");
    expect((await entry(other)).whatsappStoppedAt).toBeNull();
  });
});

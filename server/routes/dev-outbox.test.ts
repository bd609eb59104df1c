import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpPayload } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";
import { createWhatsappTestApp, deliverAll, messagesOf, signUpVia } from "../test-support/whatsapp.js";
import { WHATSAPP_ENV } from "../test-support/whatsapp-env.js";

const confirmedAt = async (app: Awaited<ReturnType<typeof createTestApp>>["app"], id: string) =>
  (await app.db.selectFrom("surveyResponses").select("confirmedAt").where("id", "=", id).executeTakeFirstOrThrow())
    .confirmedAt;

describe("the dev outbox, with the WhatsApp fake and no SMTP", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  it("lists the e-mails with their links and the WhatsApp messages, and Confirm taps as the person would", async () => {
    const byWhatsapp = await signUpVia(ctx.app, "outbox-wa@example.in", "+919845012345");
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: signUpPayload("outbox-mail@example.in"),
    });
    await deliverAll(ctx.app);
    const [message] = await messagesOf(ctx.app, byWhatsapp);

    const page = await ctx.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toMatch(/to outbox-mail@example\.in[\s\S]*\/me\?token=[\w-]+/);
    // The e-mail as it will look, in a frame that runs nothing and has no origin of its own.
    const frame = /<iframe title="E-mail: [^"]*" sandbox="([^"]*)"[^>]* srcdoc="([^"]*)"/.exec(page.body);
    expect(frame?.[1]).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame?.[2]).toMatch(
      /^&lt;!doctype html&gt;[\s\S]*&lt;a target=&quot;_top&quot; href=&quot;http:\/\/localhost/,
    );
    // The WhatsApp message in the template's words, with its button.
    expect(page.body).toContain("to +919845012345");
    expect(page.body).toContain("You asked to join the Stashd waitlist for Bangalore. Tap Confirm");
    expect(page.body).toContain(`action="/dev/outbox/${message?.id}/confirm"`);
    expect(await confirmedAt(ctx.app, byWhatsapp)).toBeNull();

    const tap = await ctx.app.inject({ method: "POST", url: `/dev/outbox/${message?.id}/confirm` });
    expect(tap.statusCode).toBe(303);
    expect(tap.headers.location).toBe("/dev/outbox?tapped=fake");
    // The fake posted the signed tap to the real webhook, which confirmed the entry from its own number.
    expect(await confirmedAt(ctx.app, byWhatsapp)).not.toBeNull();
    const after = await ctx.app.inject({ method: "GET", url: "/dev/outbox?tapped=fake" });
    expect(after.body).toContain("Tapped");
    expect(after.body).not.toContain(`action="/dev/outbox/${message?.id}/confirm"`);
    // A second tap of a used payload changes nothing.
    const again = await ctx.app.inject({ method: "POST", url: `/dev/outbox/${message?.id}/confirm` });
    expect(again.headers.location).toBe("/dev/outbox?tapped=used");
  });

  it("shows nothing to a browser on another machine", async () => {
    const remote = await ctx.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "203.0.113.5" });
    expect(remote.statusCode).toBe(404);
  });
});

describe("the dev outbox without a fake to post the tap", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // WhatsApp aimed at a loopback port nothing listens on: the server posts the signed tap to itself.
    ctx = await createTestApp({ env: { ...WHATSAPP_ENV, WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
  });
  afterAll(async () => ctx.close());

  it("posts the signed tap through its own webhook route, which confirms the entry", async () => {
    const id = await signUpVia(ctx.app, "outbox-self@example.in", "+919845012346");
    const [message] = await messagesOf(ctx.app, id);
    const tap = await ctx.app.inject({ method: "POST", url: `/dev/outbox/${message?.id}/confirm` });
    expect(tap.headers.location).toBe("/dev/outbox?tapped=self");
    expect(await confirmedAt(ctx.app, id)).not.toBeNull();
  });
});

describe("the dev outbox where it must not exist", () => {
  it.each([
    // A relay on this machine, so that production alone is what closes it.
    ["in production", { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" }],
    ["with a real SMTP relay", { SMTP_URL: "smtp://smtp.example.com:587" }],
    ["with the real Cloud API", { ...WHATSAPP_ENV, WHATSAPP_API_URL: "https://graph.facebook.com/v23.0" }],
  ])("answers 404 %s", async (_case, env) => {
    const ctx = await createTestApp({ env });
    try {
      for (const request of [
        { method: "GET" as const, url: "/dev/outbox" },
        { method: "POST" as const, url: "/dev/outbox/anything/confirm" },
      ]) {
        const response = await ctx.app.inject(request);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain("Dev outbox");
      }
    } finally {
      await ctx.close();
    }
  });
});

describe("the dev outbox behind a proxy (TRUST_PROXY set)", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => ctx.close());

  it("answers nobody: not a forwarded loopback address, not even the proxy's loopback socket", async () => {
    const forwarded = await ctx.app.inject({
      method: "GET",
      url: "/dev/outbox",
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(forwarded.statusCode).toBe(404);
    const viaLocalProxy = await ctx.app.inject({
      method: "GET",
      url: "/dev/outbox",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    expect(viaLocalProxy.statusCode).toBe(404);
  });
});

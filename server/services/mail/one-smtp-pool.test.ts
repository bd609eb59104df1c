import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpPayload } from "../../test-support/personal-mail.js";
import { type ReceivedMail, startSmtpSink } from "../../test-support/smtp-sink.mjs";
import { createTestApp } from "../../test-support/test-app.js";
import { SMTP_MAX_CONNECTIONS } from "./smtp-transport.js";

// The app has one mailer, and its pool holds at most SMTP_MAX_CONNECTIONS to the relay. On SQLite the
// sign-up thread sends the welcomes: it once built a mailer of its own, and with invites going out at the
// same moment the relay saw twice the connections the README promises.
describe("the process's e-mail", () => {
  const received: ReceivedMail[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // A slow relay keeps each connection busy, so that every pool that can open more does.
    sink = await startSmtpSink({ onMessage: (message) => received.push(message), holdMs: 150 });
    ctx = await createTestApp({
      env: { SMTP_URL: sink.url, WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it("reaches the relay over one pool, sign-ups' e-mail and the rest together", async () => {
    const invites = Array.from({ length: 30 }, (_, i) => ({
      to: `pool-invite-${i}@example.in`,
      subject: "Invite",
      text: "t",
      html: "<p>t</p>",
    }));
    const sent = ctx.app.mailer.sendMany(invites);
    const joined = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/v1/survey_responses",
          payload: signUpPayload(`pool-joiner-${i}@example.in`),
        }),
      ),
    );
    expect(joined.map((response) => response.statusCode)).toEqual(joined.map(() => 201));
    await ctx.app.personalMail.drain();
    expect(await sent).toEqual(invites.map(() => null));

    const addresses = received.map((message) => message.to[0]);
    expect(addresses).toEqual(expect.arrayContaining(["pool-invite-29@example.in", "pool-joiner-29@example.in"]));
    expect(sink.mostConnectionsAtOnce()).toBeLessThanOrEqual(SMTP_MAX_CONNECTIONS);
  });
});

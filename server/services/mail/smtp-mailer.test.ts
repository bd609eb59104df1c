import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Writes } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { type ReceivedMail, startSmtpSink } from "../../test-support/smtp-sink.mjs";
import { createMailer } from "./mailer.js";
import { SMTP_MAX_CONNECTIONS } from "./smtp-transport.js";

const quiet: PlainLog = { info() {}, warn() {}, error() {} };
const noOutbox: Writes = () => Promise.reject(new Error("an SMTP mailer writes no outbox rows"));

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const received: ReceivedMail[] = [];
beforeAll(async () => {
  sink = await startSmtpSink({ onMessage: (message) => received.push(message) });
});
afterAll(() => sink.close());

describe("the SMTP mailer", () => {
  // A run sends up to a few hundred e-mails at once. One connection per message opened them all together,
  // more than a mail relay lets one client hold (Postfix: 50 by default), so a burst of sign-ups would meet
  // refusals and retries (docs/history.md, 267).
  it("sends a run over a few reused connections, never one per message", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: "Stashd <hello@stashd.example>" }, noOutbox, quiet);
    const messages = Array.from({ length: 60 }, (_, i) => ({
      to: `run-${i}@example.in`,
      subject: `Run ${i}`,
      text: "t",
      html: "<p>t</p>",
    }));
    try {
      expect(await mailer.sendMany(messages)).toEqual(messages.map(() => null));
    } finally {
      mailer.close();
    }
    expect(received.map((message) => message.to[0]).sort()).toEqual(messages.map((m) => m.to).sort());
    expect(sink.mostConnectionsAtOnce()).toBeGreaterThan(0);
    expect(sink.mostConnectionsAtOnce()).toBeLessThanOrEqual(SMTP_MAX_CONNECTIONS);
  });

  // nodemailer spends most of a millisecond of CPU on each message. In the thread that asked (the sign-up
  // thread, or the event loop on PostgreSQL and for invites) a run of welcomes slowed every sign-up, and
  // with a relay configured the e-mail fell behind (decision 268). The transport lives in a thread of its own.
  it("builds and sends the messages in a thread of its own, not in the caller's", async () => {
    const createTransport = vi.spyOn(nodemailer, "createTransport");
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: "Stashd <hello@stashd.example>" }, noOutbox, quiet);
    const messages = Array.from({ length: 5 }, (_, i) => ({
      to: `thread-${i}@example.in`,
      subject: "Thread",
      text: "t",
      html: "<p>t</p>",
    }));
    try {
      expect(await mailer.sendMany(messages)).toEqual(messages.map(() => null));
      await mailer.send({ to: "one@example.in", subject: "One", text: "t", html: "<p>t</p>" });
    } finally {
      mailer.close();
    }
    expect(received.map((message) => message.to[0])).toEqual(
      expect.arrayContaining(["thread-4@example.in", "one@example.in"]),
    );
    expect(createTransport).not.toHaveBeenCalled();
    createTransport.mockRestore();
  });

  // A failure is made in the SMTP thread and crosses to the caller as an Error with its reason.
  it("rejects a message that cannot be sent with the reason", async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: "Stashd <hello@stashd.example>" }, noOutbox, quiet);
    try {
      await expect(
        mailer.send({ to: "not an address", subject: "Refused", text: "t", html: "<p>t</p>" }),
      ).rejects.toThrow(/recipient|address|defined/i);
    } finally {
      mailer.close();
    }
  });
});

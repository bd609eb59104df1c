import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReceivedMail, startSmtpSink } from "../../../scripts/smtp-sink.mjs";
import type { Writes } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { createMailer, SMTP_MAX_CONNECTIONS } from "./mailer.js";

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
  // refusals and retries (decision 267).
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
});

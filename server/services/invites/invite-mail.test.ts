import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { insertInvite, insertSurvey } from "../../seed/rows.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import type { Mailer, MailMessage } from "../mail/mailer.js";
import { createInviteMail, type InviteMail } from "./invite-mail.js";

const PAST = "2026-01-01T00:00:00.000Z";
/** A new invite's e-mail: due later, because the request that made it sends it itself (mail.send). */
const LATER = "2099-01-01T00:00:00.000Z";
/** What the pipeline logged, as text. */
const logged: string[] = [];
const record = (fields: Record<string, unknown>, message: string) => {
  logged.push(`${message} ${JSON.stringify(fields)}`);
};
const silent = { info: record, warn: record, error: record };
const config = {
  publicUrl: "https://stashd.test",
  contactEmail: "hello@stashd.test",
  mailRetryDelaysMs: [0, 0],
  instanceId: "invite-mail-test",
  secondFactorKey: "invite-mail-test-key-of-at-least-32-characters",
  dataDir: "",
};

type RecordingMailer = Mailer & { down: boolean; sent: MailMessage[] };

/** A mailer that records what it was given and fails while `down` is set. */
function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = {
    down: false,
    sent: [],
    async send(message) {
      if (mailer.down) throw new Error("connection refused");
      mailer.sent.push(message);
    },
    async sendMany(messages) {
      return Promise.all(
        messages.map((m) =>
          mailer.send(m).then(
            () => null,
            (error: Error) => error,
          ),
        ),
      );
    },
    close() {},
  };
  return mailer;
}

describe("the invite e-mail pipeline", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let pipeline: InviteMail | undefined;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterEach(async () => pipeline?.close());
  afterAll(async () => handle.close());

  const start = (mailer: Mailer) => {
    pipeline = createInviteMail({ db: handle.db, mailer, config, log: silent });
    return pipeline;
  };
  const invite = (id: string) =>
    handle.db.selectFrom("invites").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("sends, once, an invite e-mail that a stopped server left due", async () => {
    // Written with its e-mail due, never sent: what a crash between the insert and the send leaves.
    const id = await insertInvite(handle.db, { status: "pending", sentAt: null, mailDueAt: PAST });
    const mailer = recordingMailer();
    const mail = start(mailer);
    await mail.drain();
    await mail.drain();
    expect(mailer.sent.map((m) => m.inviteId)).toEqual([id]);
    expect(await invite(id)).toMatchObject({ status: "sent", mailDueAt: null, mailAttempt: 1, lastError: null });
  });

  it("retries a failed e-mail after each configured delay, then leaves the error to staff", async () => {
    const id = await insertInvite(handle.db, { status: "pending", sentAt: null, mailDueAt: LATER });
    const mailer = recordingMailer();
    mailer.down = true;
    const mail = start(mailer);
    expect((await mail.send([id])).get(id)).toMatch(/^The e-mail could not be sent: connection refused/);
    await mail.drain();
    await mail.drain();
    // Three tries (the first and two retries), then nothing is due any more.
    expect(await invite(id)).toMatchObject({ status: "pending", mailDueAt: null, mailAttempt: 3 });
    expect((await invite(id)).lastError).toMatch(/connection refused/);
    // Each failure is logged, but never with the invite id: it is the onboarding link's credential.
    expect(logged.filter((line) => line.startsWith("the invite e-mail could not be sent"))).toHaveLength(3);
    expect(logged.join("\n")).not.toContain(id);
    mailer.down = false;
    await mail.drain();
    expect(mailer.sent).toEqual([]);
  });

  it("sends a retry that succeeds, and nothing for an invite revoked meanwhile", async () => {
    const retried = await insertInvite(handle.db, { status: "pending", sentAt: null, mailDueAt: LATER });
    const revoked = await insertInvite(handle.db, { status: "revoked", sentAt: null, mailDueAt: PAST });
    const mailer = recordingMailer();
    mailer.down = true;
    const mail = start(mailer);
    await mail.send([retried]);
    mailer.down = false;
    await mail.drain();
    expect(mailer.sent.map((m) => m.inviteId)).toEqual([retried]);
    expect(await invite(retried)).toMatchObject({ status: "sent", lastError: null, mailDueAt: null, mailAttempt: 2 });
    expect(await invite(revoked)).toMatchObject({ status: "revoked", mailDueAt: null, mailAttempt: 0 });
  });

  it("sends each invite in its waitlist entry's language, and a manual invite in English", async () => {
    const hindi = await insertInvite(handle.db, {
      surveyResponseId: await insertSurvey(handle.db, { language: "hi" }),
      status: "pending",
      sentAt: null,
      // 8 pm UTC is already the next day in India.
      expiresAt: "2099-12-06T20:00:00.000Z",
      mailDueAt: LATER,
    });
    const tamil = await insertInvite(handle.db, {
      surveyResponseId: await insertSurvey(handle.db, { language: "ta" }),
      status: "pending",
      sentAt: null,
      mailDueAt: LATER,
    });
    const manual = await insertInvite(handle.db, {
      surveyResponseId: null,
      status: "pending",
      sentAt: null,
      mailDueAt: LATER,
    });
    const mailer = recordingMailer();
    await start(mailer).send([hindi, tamil, manual]);
    const sent = new Map(mailer.sent.map((m) => [m.inviteId, m]));
    expect(sent.get(hindi)?.subject).toBe("आपका Stashd आमंत्रण");
    expect(sent.get(hindi)?.text).toContain("यह लिंक 7 दिसंबर 2099 तक काम करेगा।");
    expect(sent.get(tamil)?.subject).toBe("உங்கள் Stashd அழைப்பு");
    expect(sent.get(manual)?.subject).toBe("Your Stashd invite");
  });
});

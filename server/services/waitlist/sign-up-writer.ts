import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { ownTransaction } from "../../db/writes.js";
import type { Mailer } from "../mail/mailer.js";
import { createPersonalMail, type PersonalMail } from "../me/personal-mail.js";
import type { Metrics } from "../metrics/metrics.js";
import { createTrafficCounter, type PageViewCounter } from "../traffic/page-views.js";
import { createForwardedCounter } from "../traffic/page-views-via-thread.js";
import { createGroupCommit } from "./group-commit.js";
import { createSignUpThread } from "./sign-up-thread.js";
import type { SignUp, SignUpResult } from "./store.js";
import { writeSignUpsInOneStatement } from "./store-postgres.js";

export interface SignUpWriter {
  /** Settles once the sign-up (and the e-mail it causes) is durably stored. */
  submit(signUp: SignUp): Promise<SignUpResult>;
  /** The personal-link e-mail sender that goes with the writer. */
  personalMail: PersonalMail;
  /** Settles once every waitlist entry written so far can be found by a staff search. */
  indexed(): Promise<void>;
  /** The page-view counter: on SQLite the writer's thread counts and writes the views too. */
  traffic: PageViewCounter;
  /** Writes what is queued (sign-ups, page views), sends the e-mail that is due, and stops. */
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  dialect: Dialect;
  config: AppConfig;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, "mail" | "signUpBatch">;
  /** The app's mailer; on SQLite the thread sends through it with SMTP_URL, or keeps its own outbox rows. */
  mailer: Mailer;
  /** A committed batch holds WhatsApp confirmations: their sender should look. */
  onWhatsapp?: () => void;
}

/**
 * The waitlist's one writer: concurrent sign-ups share a transaction (group commit). On SQLite one worker
 * thread writes the batches and sends the e-mail they cause (sign-up-thread.ts); on PostgreSQL the pool does
 * (its queries never block the event loop) and the sender runs here.
 */
export function createSignUpWriter({ db, dialect, config, log, metrics, mailer, onWhatsapp }: Deps): SignUpWriter {
  const whatsapp = { on: config.whatsapp !== undefined, wake: onWhatsapp ?? (() => {}) };
  if (dialect === "sqlite") {
    const { dataDir, smtpUrl, mailFrom, publicUrl, contactEmail, mailRetryDelaysMs } = config;
    const settings = { smtpUrl, mailFrom, publicUrl, contactEmail, mailRetryDelaysMs, instanceId: config.instanceId };
    const thread = createSignUpThread(
      { dataDir, settings, logLevel: log.level },
      { log, metrics, workerDir: config.workerDir, smtpMailer: smtpUrl ? mailer : undefined },
    );
    let closed = false;
    // E-mail left on file by a server that stopped goes out without waiting for the next sign-up.
    void db
      .selectFrom("pendingPersonalMail")
      .select("id")
      .limit(1)
      .executeTakeFirst()
      .then(
        (left) => left && !closed && thread.resume(),
        (error) => log.warn({ err: error }, "looking for e-mail left on file failed"),
      );
    const traffic = createForwardedCounter(thread.traffic);
    const close = async () => {
      closed = true;
      await traffic.close();
      await thread.close();
    };
    return withGroupCommit(thread.write, thread.indexed, thread.mail, traffic, close, metrics, whatsapp);
  }
  const sender = createPersonalMail({ writes: ownTransaction(db), dialect, mailer, config, log });
  const write = async (batch: SignUp[]) => {
    const results = await writeSignUpsInOneStatement(db, batch);
    sender.wake();
    return results;
  };
  const traffic = createTrafficCounter({ db, dialect, log });
  const close = async () => {
    await traffic.close();
    await sender.drain();
    await sender.close();
  };
  // PostgreSQL's search text is written by the sign-up's own statement (a statement-level trigger).
  return withGroupCommit(write, async () => {}, sender, traffic, close, metrics, whatsapp);
}

function withGroupCommit(
  write: (batch: SignUp[]) => Promise<SignUpResult[]>,
  indexed: () => Promise<void>,
  personalMail: PersonalMail,
  traffic: PageViewCounter,
  stop: () => Promise<void>,
  metrics: Pick<Metrics, "signUpBatch">,
  whatsapp: { on: boolean; wake: () => void },
): SignUpWriter {
  const commit = createGroupCommit<SignUp, SignUpResult>(async (batch) => {
    const results = await write(batch);
    metrics.signUpBatch(batch.length);
    if (batch.some((signUp) => signUp.whatsappConfirm)) whatsapp.wake();
    return results;
  });
  // A WhatsApp opt-in means something only where this server sends WhatsApp: elsewhere it is ignored, so no
  // consent is stored and no screen names WhatsApp for someone reached by e-mail.
  return {
    submit: (signUp) => {
      const optedIn = whatsapp.on && signUp.whatsappOptIn === true;
      return commit.submit({ ...signUp, whatsappOptIn: optedIn, whatsappConfirm: optedIn });
    },
    indexed,
    personalMail,
    traffic,
    async close() {
      await commit.drain();
      await stop();
    },
  };
}

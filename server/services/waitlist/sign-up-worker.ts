// The sign-up thread (sign-up-thread.ts): writes each batch of sign-ups on its own SQLite connection, and
// sends the e-mail they cause and counts page views from the same connection, so that neither a commit's
// fsync nor the sender's or the counter's work runs on the event loop that answers the public. Their writes
// share turns (write-turns.ts): one commit for the sign-ups and the other rows waiting at that moment.
import { workerData } from "node:worker_threads";
import { openSqliteDb } from "../../db/database.js";
import { threadSide } from "../../lib/thread/serve.js";
import { createSearchCatchUp } from "../lists/search-catch-up.js";
import { portMailer } from "../mail/mail-port.js";
import { createMailer } from "../mail/mailer.js";
import type { PersonalMailKind } from "../me/personal-email.js";
import { createPersonalMail } from "../me/personal-mail.js";
import { createTrafficCounter } from "../traffic/page-views.js";
import type { SignUpThreadData, SignUpThreadHost } from "./sign-up-thread.js";
import { insertSignUps, type SignUp } from "./store.js";
import { createWriteTurns } from "./write-turns.js";

const { dataDir, settings, logLevel, mailPort } = workerData as SignUpThreadData;
const thread = threadSide<SignUpThreadHost>({ logLevel });
const { log } = thread;
const db = openSqliteDb(dataDir);
const turns = createWriteTurns(db);
// Through the process's SMTP mailer, which counts what it sends; or into the outbox on this connection.
const mailer = mailPort
  ? portMailer(mailPort)
  : createMailer({ ...settings, smtpUrl: undefined }, turns.alongside, log, {
      mail: (outcome, count = 1) => thread.tell("mail", outcome, count),
    });
// Small runs: each run's rows ride on the sign-ups' turns, which should stay about a batch long.
const mail = createPersonalMail({
  writes: turns.alongside,
  dialect: "sqlite",
  mailer,
  config: settings,
  log,
  batch: 100,
});

// New entries reach the search index once a second, riding on a turn, or at once before a staff search.
const search = createSearchCatchUp(turns, log);

// Page views the event loop handed over (traffic/page-views-via-thread.ts): counted in order, their batches
// written on the same turns.
const traffic = createTrafficCounter({ db, dialect: "sqlite", log, writes: turns.alongside });
let counting = Promise.resolve();

const methods = {
  async signUps(batch: SignUp[]) {
    const results = await turns.next((trx) => insertSignUps(trx, batch));
    // Their e-mail is on file (same transaction): the sender collects it for a moment, then sends.
    mail.wake();
    search.soon();
    return results;
  },
  enqueueMail: (email: string, kind: PersonalMailKind) => mail.enqueue(email, kind),
  drainMail: () => mail.drain(),
  /** Adds the entries written so far to the search index (lists/search-catch-up.ts). */
  catchUpSearch: () => search.now(),
  /** Page views, flat: path, source, address and user agent of each in turn (traffic/page-views-via-thread.ts). */
  visits(flat: string[]) {
    counting = counting
      .then(() => traffic.recordFlat(flat))
      .catch((error) => log.warn({ err: error }, "counting page views failed"));
  },
  async flushVisits() {
    await counting;
    await traffic.flush();
  },
  async close() {
    await counting;
    await traffic.close();
    await mail.drain();
    await mail.close();
    mailer.close();
    await db.destroy();
  },
};
export type SignUpWorker = typeof methods;
thread.serve(methods);

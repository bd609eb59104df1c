// The sign-up thread (sign-up-thread.ts): writes each batch of sign-ups on its own SQLite connection, and
// sends the e-mail they cause and counts page views from the same connection, so that neither a commit's
// fsync nor the sender's or the counter's work runs on the event loop that answers the public. Their writes
// share turns (write-turns.ts): one commit for the sign-ups and the other rows waiting at that moment.
import { parentPort, workerData } from "node:worker_threads";
import { openSqliteDb } from "../../db/database.js";
import { threadLog } from "../../lib/thread-log.js";
import { createSearchCatchUp } from "../lists/search-catch-up.js";
import { portMailer } from "../mail/mail-port.js";
import { createMailer } from "../mail/mailer.js";
import { createPersonalMail } from "../me/personal-mail.js";
import { createTrafficCounter } from "../traffic/page-views.js";
import type { SignUpThreadData, SignUpThreadMessage, SignUpThreadRequest } from "./sign-up-protocol.js";
import { insertSignUps } from "./store.js";
import { createWriteTurns } from "./write-turns.js";

const { dataDir, settings, logLevel, mailPort } = workerData as SignUpThreadData;
const post = (message: SignUpThreadMessage) => parentPort?.postMessage(message);
const db = openSqliteDb(dataDir);
const turns = createWriteTurns(db);
const log = threadLog(logLevel, post);
// Through the process's SMTP mailer, which counts what it sends; or into the outbox on this connection.
const mailer = mailPort
  ? portMailer(mailPort)
  : createMailer({ ...settings, smtpUrl: undefined }, turns.alongside, log, {
      mail: (outcome, count = 1) => post({ type: "mail", outcome, count }),
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
function count(flat: string[]) {
  counting = counting
    .then(() => traffic.recordFlat(flat))
    .catch((error) => log.warn({ err: error }, "counting page views failed"));
}

async function handle(request: SignUpThreadRequest) {
  switch (request.type) {
    case "signUps": {
      const results = await turns.next((trx) => insertSignUps(trx, request.batch));
      // Their e-mail is on file (same transaction): the sender collects it for a moment, then sends.
      mail.wake();
      search.soon();
      return results;
    }
    case "enqueueMail":
      return mail.enqueue(request.email, request.kind);
    case "drainMail":
      return mail.drain();
    case "catchUpSearch":
      return search.now();
    case "visits":
      return count(request.views);
    case "flushVisits":
      await counting;
      return traffic.flush();
    case "close":
      await counting;
      await traffic.close();
      await mail.drain();
      await mail.close();
      mailer.close();
      await db.destroy();
  }
}

parentPort?.on("message", (request: SignUpThreadRequest) => {
  const reply = (fields: Omit<Extract<SignUpThreadMessage, { type: "reply" }>, "type" | "id">) => {
    if ("id" in request) post({ type: "reply", id: request.id, ...fields });
  };
  handle(request).then(
    (results) => reply({ results: results ?? undefined }),
    (error: { message: string; code?: string }) => reply({ error: { message: error.message, code: error.code } }),
  );
});

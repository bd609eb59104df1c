import type { PlainLog } from "../../lib/thread-log.js";

/** Due e-mail (left by a stopped server, or a retry whose time came) is looked for this often. */
export const MAIL_POLL_MS = 5_000;

/**
 * Messages a run sends at once before it records what went (every delivery loop: e-mail, WhatsApp): all a
 * crash can send twice. Enough to keep the mailer's connections and the Cloud API busy.
 */
export const SEND_GROUP = 32;

export interface MailLoopOptions {
  /** One run: claims up to `batch` due e-mails, sends them through the mailer, settles each; answers how many it claimed. */
  run: () => Promise<number>;
  /** A run that claimed this many may have left more behind: the loop runs again at once. */
  batch: number;
  /** A wake waits this long to collect more e-mail into one run (0: it runs at once). */
  collectMs: number;
  log: PlainLog;
  /** What failed, for the log. */
  what: string;
}

export interface MailLoop {
  /** E-mail was written or fell due: run (after the collecting pause). */
  wake(): void;
  /** A retry falls due in `ms`: run then. */
  wakeIn(ms: number): void;
  /** Runs now, without the collecting pause, and waits for every run so far (shutdown, tests). */
  drain(): Promise<void>;
  /** Stops polling and waking, and waits for the run under way. */
  close(): Promise<void>;
}

/**
 * The one way e-mail leaves (docs/decisions/254): what causes an e-mail writes its intent in its own
 * transaction (a `pending_personal_mail` row, an invite's `mail_due_at`), and a loop sends what is due,
 * one run at a time, through the one mailer. It runs when woken, when a retry falls due, and every
 * MAIL_POLL_MS, so e-mail left by a server that stopped goes out from whichever instance polls first; each
 * intent's own claim (a lease on its due time) makes sure only one sends it.
 */
export function createMailLoop({ run, batch, collectMs, log, what }: MailLoopOptions): MailLoop {
  let chain: Promise<void> = Promise.resolve();
  let collecting: NodeJS.Timeout | undefined;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  function runAll() {
    clearTimeout(collecting);
    collecting = undefined;
    chain = chain
      .then(async () => {
        while (!closed && (await run()) >= batch) {}
      })
      .catch((error) => log.error({ err: error }, `${what} failed`));
    return chain;
  }

  function wake() {
    if (closed || collecting) return;
    if (collectMs === 0) {
      void runAll();
      return;
    }
    collecting = setTimeout(runAll, collectMs);
    collecting.unref();
  }

  function wakeIn(ms: number) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  const poll = setInterval(wake, MAIL_POLL_MS);
  poll.unref();
  wake();

  return {
    wake,
    wakeIn,
    drain: runAll,
    async close() {
      closed = true;
      clearTimeout(collecting);
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await chain;
    },
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Mailer, MailMessage } from "../mail/mailer.js";
import { createGroupCommit } from "../waitlist/group-commit.js";
import { type PersonalMailKind, personalEmail } from "./personal-email.js";
import { issueTokens, personalLink, recentTokenCounts } from "./tokens.js";

interface Job {
  email: string;
  kind: PersonalMailKind;
  attempt: number;
  /** Set from the first attempt on, so a retry carries the same link. */
  token?: string;
}

export interface PersonalMail {
  /** Queues the e-mail; the caller has already answered (it never waits for, or learns about, the outcome). */
  enqueue(email: string, kind: PersonalMailKind): void;
  /** Waits for the batches under way (shutdown, tests); retries still waiting are dropped on close. */
  drain(): Promise<void>;
  close(): void;
}

/** A stranger can type anyone's address: at most this many repeat or requested links an hour per entry. */
export const LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
/** Mail may wait: collecting for a moment makes few, large batches that barely touch the sign-up writer. */
const BATCH_DELAY_MS = 50;

interface Deps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * The personal-link e-mail queue (docs/decisions/063): sign-ups and link requests answer first and queue
 * the address here. A batch reads the entries, stores the new tokens (one statement), sends, and schedules
 * a retry for each failure; after the last retry the failure is written on the entry for staff to see.
 */
export function createPersonalMail({ db, mailer, config, log }: Deps): PersonalMail {
  const timers = new Set<NodeJS.Timeout>();
  const batches = createGroupCommit<Job, void>((jobs) => sendBatch(jobs), { maxBatch: 200, delayMs: BATCH_DELAY_MS });
  const submit = (job: Job) =>
    batches
      .submit(job)
      .catch((error) => log.error({ err: error, kind: job.kind }, "a personal-link e-mail batch failed"));

  async function sendBatch(jobs: Job[]) {
    const emails = [...new Set(jobs.map((job) => job.email))];
    const entries = await db
      .selectFrom("surveyResponses")
      .select(["id", "name", "email", "mailError", "confirmedAt"])
      .where("email", "in", emails)
      .execute();
    const entryByEmail = new Map(entries.map((entry) => [entry.email, entry]));
    const now = new Date();
    const recent = await recentTokenCounts(
      db,
      jobs.filter((j) => j.kind !== "welcome" && !j.token).flatMap((j) => entryByEmail.get(j.email)?.id ?? []),
      new Date(now.getTime() - HOUR_MS).toISOString(),
    );
    // Nobody on the list at this address (or erased since): nothing to send, and nobody is told.
    const sendable = jobs.filter((job) => {
      const entry = entryByEmail.get(job.email);
      if (!entry) return false;
      if (job.token || job.kind === "welcome") return true;
      const sent = recent.get(entry.id) ?? 0;
      recent.set(entry.id, sent + 1);
      return sent < LINKS_PER_HOUR;
    });
    const fresh = sendable.filter((job) => !job.token);
    const tokens = await issueTokens(
      db,
      fresh.map((job) => entryByEmail.get(job.email)?.id as string),
      now.toISOString(),
    );
    fresh.forEach((job, i) => {
      job.token = tokens[i];
    });
    const messages: MailMessage[] = sendable.map((job) => {
      const entry = entryByEmail.get(job.email) as (typeof entries)[number];
      return personalEmail(job.kind, {
        to: entry.email,
        // Anyone can sign up any address with any name: until the owner confirms, the name is a stranger's
        // words, so the greeting leaves it out (docs/product.md, Waitlist sign-up).
        name: entry.confirmedAt ? entry.name : "",
        link: personalLink(config.publicUrl, job.token as string),
        contactEmail: config.contactEmail,
      });
    });
    const failures = await mailer.sendMany(messages);
    const delivered: string[] = [];
    sendable.forEach((job, i) => {
      const failure = failures[i];
      if (!failure) {
        if (entryByEmail.get(job.email)?.mailError) delivered.push(job.email);
        return;
      }
      log.warn({ err: failure, kind: job.kind, attempt: job.attempt }, "a personal-link e-mail could not be sent");
      const wait = config.mailRetryDelaysMs[job.attempt];
      if (wait === undefined) {
        void recordFailure(job.email, failure);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        void submit({ ...job, attempt: job.attempt + 1 });
      }, wait);
      timers.add(timer);
    });
    if (delivered.length > 0) {
      await db.updateTable("surveyResponses").set({ mailError: null }).where("email", "in", delivered).execute();
    }
    return jobs.map(() => undefined);
  }

  async function recordFailure(email: string, failure: Error) {
    const mailError = `${new Date().toISOString()}: the e-mail with the personal link could not be sent: ${failure.message}`;
    await db
      .updateTable("surveyResponses")
      .set({ mailError: mailError.slice(0, 500) })
      .where("email", "=", email)
      .execute()
      .catch((error) => log.error({ err: error }, "recording a failed e-mail failed"));
  }

  return {
    enqueue: (email, kind) => void submit({ email, kind, attempt: 0 }),
    drain: () => batches.drain(),
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

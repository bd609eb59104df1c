import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import type { JobsTable } from "../../db/schema.js";
import { randomId } from "../../lib/ids.js";
import { dropEndedSnapshots } from "./job-snapshot.js";
import { type Counts, claimNextJob, finishJob, letGo, recordProgress, releaseLease } from "./job-store.js";

export interface StepResult {
  /** Where the next step starts; saved with the counts so a resumed job carries on from here. */
  cursor: string | null;
  done: boolean;
  counts: Counts;
  /** The job's size once it is known exactly (a snapshot taken), replacing the estimate it started with. */
  total?: number;
  /**
   * Set when the step saved its progress itself, in the transaction that wrote its work (job-store.ts,
   * commitStep): the job's status it found there. The runner then records nothing more.
   */
  state?: "running" | "cancelled" | "lost";
}

/** Does one small batch of a job's work: short, so the event loop and the lease both stay fresh. */
export type JobHandler = (job: JobsTable) => Promise<StepResult>;

const POLL_MS = 2_000;

/**
 * How a runner paces a job (injectable for tests). Staff work runs beside the public path: after each step
 * a job rests as long as the step took. On SQLite a step's statements hold the event loop and the one write
 * lock (better-sqlite3 answers synchronously), and a job that only yielded between steps held both nine
 * tenths of the time: in bench:tools' mixed run a bulk invite of 100,000 left sign-ups waiting 12 s at p99.
 * Resting as long leaves both free at least half the time, whatever the job's size.
 */
export interface Pacing {
  now(): number;
  rest(ms: number): Promise<void>;
}
const REAL_PACING: Pacing = { now: () => performance.now(), rest: (ms) => sleep(ms) };
const FAILED_DETAIL = "The job stopped on an unexpected error; the counts show how far it got.";

/**
 * Runs stored jobs in this instance: polls for claimable jobs (woken at once when this instance queues
 * one), works each in steps, and saves progress after every step. Another instance, or this one after a
 * restart, resumes a job whose lease has run out from its last saved cursor.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = POLL_MS,
    /** Told the outcome of every step (the metrics' job progress). */
    private readonly onStep?: (kind: string, counts: Counts) => void,
    private readonly pacing = REAL_PACING,
    /** The name on its leases: the instance's (config.ts instanceId), so that a restart takes its own back. */
    private readonly owner = randomId(9),
  ) {}

  start() {
    this.schedule(0);
  }

  /** A job was just queued here: look now rather than at the next poll. */
  wake() {
    if (this.stopping) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  /** Finishes the step in progress, hands the job back (lease released) and stops polling. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.draining;
  }

  /**
   * Runs every job claimable now, step by step, until none is left (or stop() is called); resolves then.
   * A run already under way is awaited and followed by another, which sees any job queued before the call.
   * The poll calls it; tests call it instead of waiting for the poll.
   */
  drain(): Promise<void> {
    // Stopped: nothing new starts (the database may be closing); a drain in progress is still awaited.
    if (this.stopping) return this.draining ?? Promise.resolve();
    if (this.draining) return this.draining.then(() => this.drain());
    this.draining = this.runClaimable().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      void this.drain().then(() => {
        if (this.stopping) return;
        const again = this.wakeAgain;
        this.wakeAgain = false;
        this.schedule(again ? 0 : this.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  private async runClaimable() {
    try {
      // What ended jobs left (a job cancelled on an instance that died, say) goes first.
      await dropEndedSnapshots(this.db);
      while (!this.stopping) {
        const job = await claimNextJob(this.db, this.owner, Object.keys(this.handlers));
        if (!job) return;
        await this.run(job);
      }
    } catch (error) {
      this.log.error({ err: error }, "the job runner could not claim a job; it will try again");
    }
  }

  private async run(job: JobsTable) {
    const handler = this.handlers[job.kind];
    if (!handler) return;
    let cursor = job.cursor;
    try {
      for (;;) {
        if (this.stopping) return await releaseLease(this.db, job.id, this.owner);
        const started = this.pacing.now();
        const step = await handler({ ...job, cursor });
        const state =
          step.state ?? (await recordProgress(this.db, job, this.owner, step.cursor, step.counts, step.total));
        this.onStep?.(job.kind, step.counts);
        // Lost the lease (this instance stalled past it and another took over): leave the job to it.
        if (state === "lost") return;
        cursor = step.cursor;
        if (state === "cancelled") await letGo(this.db, job.id, this.owner);
        else if (step.done) await finishJob(this.db, job.id, this.owner, null);
        else {
          await this.pacing.rest(this.pacing.now() - started);
          continue;
        }
        return await dropEndedSnapshots(this.db);
      }
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, "a job failed");
      await finishJob(this.db, job.id, this.owner, FAILED_DETAIL);
      await dropEndedSnapshots(this.db);
    }
  }
}

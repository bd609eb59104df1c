import type { Metrics } from "../metrics/metrics.js";
import { BACKFILL_EVERY_MS, type ScheduledBackfill, scheduleBackfill } from "./backfill.js";
import { BULK_INVITE_KIND, type BulkInviteDeps, bulkInviteHandler } from "./bulk-invite.js";
import { IMPORT_KIND, importHandler } from "./import-job.js";
import { type JobHandler, JobRunner, type Pacing } from "./job-runner.js";

/**
 * The app's background work (docs/decisions/220), one per app (`app.jobs`): the runner of stored jobs
 * (bulk invites, hub waves, imports) and the hubs' backfill. Routes and services that queue a job call `wake()`
 * once it is committed; the app starts it when ready and closes it before the database.
 */
export interface Jobs {
  /** A job was just queued (and committed) here: the runner looks now rather than at its next poll. */
  wake(): void;
  /** An invite just ended here (revoked): backfill looks now rather than at its next run. */
  backfillSoon(): void;
  /** Runs every job claimable now and resolves once none is left (tests await it instead of the poll). */
  drain(): Promise<void>;
  start(): void;
  /** Stops the poll and the backfill: the step in progress ends and its job is handed back to any instance. */
  close(): Promise<void>;
}

export interface JobsOptions {
  /** How often the runner looks for jobs queued by other instances (tests set it long to see wake() work). */
  pollMs?: number;
  backfillEveryMs?: number;
  /** Replaces the handlers by kind (tests). */
  handlers?: Record<string, JobHandler>;
  /** How the runner rests between steps (tests act there, between two batches of a job). */
  pacing?: Pacing;
}

export function createJobs(
  deps: BulkInviteDeps & { metrics: Metrics },
  options: JobsOptions = {},
  /** Other services' kinds of job (the rights desk's retention runs and breach notices). */
  more: Record<string, JobHandler> = {},
): Jobs {
  const handlers = options.handlers ?? {
    [BULK_INVITE_KIND]: bulkInviteHandler(deps),
    [IMPORT_KIND]: importHandler(deps.db),
    ...more,
  };
  const runner = new JobRunner(
    deps.db,
    handlers,
    deps.log,
    options.pollMs,
    (kind, counts) => deps.metrics.jobStep(kind, counts),
    options.pacing,
    deps.config.instanceId,
  );
  let backfill: ScheduledBackfill | undefined;
  let closed = false;
  return {
    wake: () => runner.wake(),
    backfillSoon: () => backfill?.runSoon(),
    drain: () => runner.drain(),
    start() {
      if (closed || backfill) return;
      runner.start();
      backfill = scheduleBackfill(deps, options.backfillEveryMs ?? BACKFILL_EVERY_MS);
    },
    async close() {
      closed = true;
      await Promise.all([runner.stop(), backfill?.stop()]);
    },
  };
}

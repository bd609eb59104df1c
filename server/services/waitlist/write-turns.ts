import { CompiledQuery } from "kysely";
import type { Db } from "../../db/database.js";
import type { Writes } from "../../db/writes.js";

interface Task {
  work: (db: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Starts a turn at once; otherwise the work waits up to RIDE_MS for one (e-mail, which may wait). */
  now: boolean;
  outcome?: { value: unknown } | { error: unknown };
}

const RIDE_MS = 20;

/**
 * Group commit across writers, for the sign-up thread's one connection: whatever is waiting when a turn
 * starts (a batch of sign-ups, the e-mail sender's claims, outbox rows and settlements) runs in one
 * transaction, and one commit (one fsync) makes all of it durable. On SQLite a commit costs far more
 * than the statements before it, so the e-mail a sign-up causes adds no commit of its own and never holds
 * the write lock while sign-ups wait. Each writer's work runs inside a savepoint: a failing one is undone
 * and rejected alone; the others commit.
 */
export function createWriteTurns(db: Db): { next: Writes; alongside: Writes } {
  let waiting: Task[] = [];
  let running = false;
  let riding: NodeJS.Timeout | undefined;

  function startTurn() {
    clearTimeout(riding);
    riding = undefined;
    if (running) return;
    running = true;
    // After the messages already waiting for the thread: they join this turn.
    setImmediate(turn);
  }

  async function turn() {
    const tasks = waiting;
    waiting = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const task of tasks) task.outcome = await inSavepoint(trx, task.work);
      });
      for (const task of tasks) {
        const { outcome } = task;
        if (outcome && "value" in outcome) task.resolve(outcome.value);
        else task.reject(outcome?.error);
      }
    } catch (error) {
      for (const task of tasks) task.reject(error);
    }
    running = false;
    if (waiting.some((task) => task.now)) startTurn();
    else if (waiting.length > 0) riding ??= setTimeout(startTurn, RIDE_MS);
  }

  const queue =
    (now: boolean): Writes =>
    (work) =>
      new Promise((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject, now });
        if (now) startTurn();
        else if (!running) riding ??= setTimeout(startTurn, RIDE_MS);
      });
  // Sign-ups take the next turn at once; e-mail waits a moment for one, since sign-ups keep coming while
  // it has work, so that its rows cost no commit of their own and no turn holds much more than a batch.
  return { next: queue(true), alongside: queue(false) };
}

// Compiled once: the tagged template compiled anew for every task of every turn.
const SAVEPOINT = CompiledQuery.raw("savepoint turn_task");
const RELEASE = CompiledQuery.raw("release turn_task");
const ROLLBACK = CompiledQuery.raw("rollback to turn_task");

async function inSavepoint(trx: Db, work: (db: Db) => Promise<unknown>) {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await work(trx);
    await trx.executeQuery(RELEASE);
    return { value };
  } catch (error) {
    await trx.executeQuery(ROLLBACK);
    await trx.executeQuery(RELEASE);
    return { error };
  }
}

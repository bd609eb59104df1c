import type { Db } from "./database.js";

/**
 * Where a service's writes run: `work` gets a connection inside a transaction and the promise settles once
 * that transaction has committed. Usually the service's own transaction (`ownTransaction`); in the sign-up
 * thread, a shared turn that one commit ends for every writer waiting (services/waitlist/write-turns.ts).
 */
export type Writes = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

export const ownTransaction =
  (db: Db): Writes =>
  (work) =>
    db.transaction().execute(work);

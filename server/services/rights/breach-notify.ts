import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import type { JobHandler } from "../jobs/job-runner.js";
import { createJob } from "../jobs/job-store.js";
import { affectedPeople } from "./breaches.js";
import { noticeRow } from "./notices.js";

export const BREACH_NOTIFY_KIND = "breach-notify";
/** People whose notices a step writes: one read, one insert. */
const STEP = 1_000;

export interface BreachNotifyDeps {
  db: Db;
  dialect: Dialect;
  /** Notices were written: send them now. */
  noticesWritten: () => void;
}

/**
 * "Tell the people" as a stored job: it walks the people the breach touched in id order and writes each one
 * notice (the unique (kind, ref, person) key makes a repeated step write nothing new), which the notice mail
 * sends like any other. A drill writes them settled as rehearsed: nothing is sent. The cursor is the last
 * id written, so a resumed job goes on from there.
 */
export function breachNotifyHandler(deps: BreachNotifyDeps): JobHandler {
  return async (job) => {
    const { breachId } = JSON.parse(job.params ?? "{}") as { breachId: string };
    const breach = await deps.db.selectFrom("breaches").selectAll().where("id", "=", breachId).executeTakeFirst();
    if (!breach) return { cursor: null, done: true, counts: { sent: 0, skipped: 0, failed: 0 } };
    const filter = JSON.parse(breach.filter) as WaitlistFilter;
    const people = await affectedPeople(deps.db, deps.dialect, filter, breach.createdAt)
      .select(["surveyResponses.id", "surveyResponses.email"])
      .$if(job.cursor !== null, (qb) => qb.where("surveyResponses.id", ">", job.cursor ?? ""))
      .orderBy("surveyResponses.id")
      .limit(STEP)
      .execute();
    const at = new Date().toISOString();
    const rows = people.map((p) =>
      noticeRow({ person: p.id, email: p.email, kind: "breach", ref: breach.id }, at, breach.drill === 1),
    );
    if (rows.length) {
      await deps.db
        .insertInto("personNotices")
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (breach.drill === 0) deps.noticesWritten();
    }
    const cursor = people.at(-1)?.id ?? job.cursor;
    return { cursor, done: people.length < STEP, counts: { sent: rows.length, skipped: 0, failed: 0 } };
  };
}

/** Starts telling the people, once per breach: answers false when it had started. */
export async function startBreachNotices(db: Db, breachId: string, by: string, affected: number) {
  return db.transaction().execute(async (trx) => {
    const job = await createJob(trx, {
      kind: BREACH_NOTIFY_KIND,
      params: { breachId },
      total: affected,
      createdBy: by,
    });
    const result = await trx
      .updateTable("breaches")
      .set({ notifyJobId: job.id })
      .where("id", "=", breachId)
      .where("notifyJobId", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      await trx.deleteFrom("jobs").where("id", "=", job.id).execute();
      return false;
    }
    return true;
  });
}

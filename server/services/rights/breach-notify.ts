import type { WaitlistFilter } from "../../../contract/lists.js";
import { whatsappActive } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import type { JobHandler } from "../jobs/job-runner.js";
import { createJob } from "../jobs/job-store.js";
import { breachMessageRow } from "./breach-whatsapp.js";
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
  /** WhatsApp, when the server sends it: the templates' approved languages and how to wake its sender. */
  whatsapp?: { templateLanguages: readonly string[]; written: () => void };
  grievanceEmail: string;
}

/**
 * "Tell the people" as a stored job: it walks the people the breach touched in id order and writes each one
 * notice (the unique (kind, ref, person) key makes a repeated step write nothing new) on their own channel:
 * WhatsApp for someone whose WhatsApp is active (when the server sends it), as a whatsapp_messages row
 * sharing the notice's id, written in the same transaction; else e-mail, which the notice mail sends like any
 * other. A drill writes them settled as rehearsed: nothing is sent on either. The cursor is the last id
 * written, so a resumed job goes on from there.
 */
export function breachNotifyHandler(deps: BreachNotifyDeps): JobHandler {
  return async (job) => {
    const { breachId } = JSON.parse(job.params ?? "{}") as { breachId: string };
    const breach = await deps.db.selectFrom("breaches").selectAll().where("id", "=", breachId).executeTakeFirst();
    if (!breach) return { cursor: null, done: true, counts: { sent: 0, skipped: 0, failed: 0 } };
    const filter = JSON.parse(breach.filter) as WaitlistFilter;
    const people = await affectedPeople(deps.db, deps.dialect, filter, breach.createdAt)
      .select([
        "surveyResponses.id",
        "surveyResponses.email",
        "surveyResponses.phone",
        "surveyResponses.language",
        "surveyResponses.whatsappOptInAt",
        "surveyResponses.whatsappStoppedAt",
      ])
      .$if(job.cursor !== null, (qb) => qb.where("surveyResponses.id", ">", job.cursor ?? ""))
      .orderBy("surveyResponses.id")
      .limit(STEP)
      .execute();
    const at = new Date().toISOString();
    const wa = deps.whatsapp;
    const byWhatsapp = (p: (typeof people)[number]) => Boolean(wa && p.phone && whatsappActive(p));
    const rows = people.map((p) =>
      noticeRow(
        {
          person: p.id,
          email: p.email,
          kind: "breach",
          ref: breach.id,
          language: p.language ?? "en",
          channel: byWhatsapp(p) ? "whatsapp" : "email",
        },
        at,
        breach.drill === 1,
      ),
    );
    if (rows.length) {
      const messages = await deps.db.transaction().execute(async (trx) => {
        // Only the notices this step wrote get a message: one written by an earlier try of it already has one.
        const written = await trx
          .insertInto("personNotices")
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .returning(["id", "person", "channel"])
          .execute();
        if (!wa || breach.drill === 1) return 0;
        const personOf = new Map(people.map((p) => [p.id, p]));
        const options = { grievanceEmail: deps.grievanceEmail, templateLanguages: wa.templateLanguages };
        const messageRows = written.flatMap((notice) => {
          const p = notice.channel === "whatsapp" && notice.person ? personOf.get(notice.person) : undefined;
          return p ? [breachMessageRow(p, breach, notice.id, options, at)] : [];
        });
        if (messageRows.length) await trx.insertInto("whatsappMessages").values(messageRows).execute();
        return messageRows.length;
      });
      if (breach.drill === 0) deps.noticesWritten();
      if (messages > 0) wa?.written();
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

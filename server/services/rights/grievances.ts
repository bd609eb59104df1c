import { randomInt } from "node:crypto";
import type { Grievance, GrievanceList } from "../../../contract/grievances.js";
import { GRIEVANCE_OUTER_DAYS, GRIEVANCE_PROMISE_DAYS } from "../../../contract/rights.js";
import type { Db } from "../../db/database.js";
import type { GrievanceStatus, GrievancesTable } from "../../db/schema.js";
import { noticeRow } from "./notices.js";

const DAY_MS = 86_400_000;
const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS).toISOString();

/** A reference a person can read out on the phone: no I or O to mistake for 1 or 0. */
export function newReference() {
  let text = "G-";
  for (let i = 0; i < 8; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/**
 * Records a grievance and its acknowledgement in one transaction: the acknowledgement (reference and the
 * date of the answer) is a notice due at once, so a crash cannot leave a grievance unacknowledged.
 */
export async function raiseGrievance(
  db: Db,
  input: { email: string; message: string; person: string | null },
  now = new Date(),
) {
  const row: GrievancesTable = {
    reference: newReference(),
    person: input.person,
    email: input.email,
    message: input.message,
    status: "open",
    receivedAt: now.toISOString(),
    dueAt: plusDays(now, GRIEVANCE_PROMISE_DAYS),
    outerDueAt: plusDays(now, GRIEVANCE_OUTER_DAYS),
    answer: null,
    answeredAt: null,
    answeredBy: null,
    closedAt: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("grievances").values(row).execute();
    await trx
      .insertInto("personNotices")
      .values(
        noticeRow({ person: row.person, email: row.email, kind: "grievance_ack", ref: row.reference }, row.receivedAt),
      )
      .execute();
  });
  return row;
}

function toGrievance(row: GrievancesTable, now: string): Grievance {
  const { reference, status, receivedAt, dueAt, outerDueAt, email, message, answer, answeredAt, answeredBy, closedAt } =
    row;
  const entryId = row.person?.startsWith("p:") ? null : row.person;
  return {
    reference,
    status,
    receivedAt,
    dueAt,
    outerDueAt,
    overdue: status === "open" && dueAt < now,
    email,
    entryId,
    message,
    answer,
    answeredAt,
    answeredBy,
    closedAt,
  };
}

/** Every grievance (or those of one status), oldest first: the oldest is the one to answer next. */
export async function listGrievances(db: Db, status?: GrievanceStatus, now = new Date()): Promise<GrievanceList> {
  const rows = await db
    .selectFrom("grievances")
    .selectAll()
    .$if(status !== undefined, (qb) => qb.where("status", "=", status ?? "open"))
    .orderBy("receivedAt")
    .orderBy("reference")
    .execute();
  const at = now.toISOString();
  return { items: rows.map((row) => toGrievance(row, at)), total: rows.length };
}

export async function findGrievance(db: Db, reference: string) {
  return db.selectFrom("grievances").selectAll().where("reference", "=", reference).executeTakeFirst();
}

/**
 * Keeps the answer with the case and sends it to the person, in one transaction. A later answer replaces
 * the last one on the case (each reaches the person, and the audit keeps each); a closed case
 * takes no more answers. Answers undefined when there is no such grievance, "closed" when it is closed.
 */
export async function answerGrievance(db: Db, reference: string, answer: string, by: string, now = new Date()) {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("grievances").selectAll().where("reference", "=", reference).executeTakeFirst();
    if (!row) return undefined;
    if (row.status === "closed") return "closed" as const;
    await trx
      .updateTable("grievances")
      .set({ status: "answered", answer, answeredAt: at, answeredBy: by })
      .where("reference", "=", reference)
      .execute();
    await trx
      .insertInto("personNotices")
      .values(noticeRow({ person: row.person, email: row.email, kind: "grievance_answer", ref: reference }, at))
      .execute();
    return toGrievance({ ...row, status: "answered", answer, answeredAt: at, answeredBy: by }, at);
  });
}

/** Closes a case (answered or not); answers undefined when there is no such grievance. */
export async function closeGrievance(db: Db, reference: string, now = new Date()) {
  const at = now.toISOString();
  const result = await db
    .updateTable("grievances")
    .set({ status: "closed", closedAt: at })
    .where("reference", "=", reference)
    .returningAll()
    .executeTakeFirst();
  return result && toGrievance(result, at);
}

/** The founder's home: grievances still open, and those of them past our promised date. */
export async function grievanceCounts(db: Db, now = new Date()) {
  const row = await db
    .selectFrom("grievances")
    .select((eb) => [
      eb.fn.countAll<number>().as("open"),
      eb.fn.sum<number>(eb.case().when("dueAt", "<", now.toISOString()).then(1).else(0).end()).as("overdue"),
    ])
    .where("status", "=", "open")
    .executeTakeFirst();
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

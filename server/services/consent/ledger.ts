import { SqliteAdapter } from "kysely";
import {
  type ConsentAction,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentRecord,
  NOTICE_VERSION,
} from "../../../contract/consent.js";
import type { Db } from "../../db/database.js";
import { insertRows } from "../../db/insert-rows.js";
import { type ChainedFields, GENESIS_HASH, recordHash } from "./chain.js";

export interface ConsentEvent {
  subject: string;
  purpose: ConsentPurpose | "ledger";
  action: ConsentAction | "purged";
  channel: ConsentChannel;
  language: string;
  at: string;
  noticeVersion?: string;
  detail?: string;
}

const fields = (event: ConsentEvent): ChainedFields => ({
  subject: event.subject,
  purpose: event.purpose,
  action: event.action,
  noticeVersion: event.noticeVersion ?? NOTICE_VERSION,
  language: event.language,
  channel: event.channel,
  at: event.at,
  detail: event.detail ?? "",
});

/**
 * Appends records to the ledger inside the caller's transaction (the one that writes what they record).
 * On SQLite the transaction already holds the write lock (database.ts begins IMMEDIATE; the sign-up thread's
 * turn has written first), so the head read here is the head the rows follow. On PostgreSQL the trigger
 * numbers and chains them under its lock on the chain's head.
 */
export async function appendConsents(trx: Db, events: ConsentEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
    await insertRows(trx, "consentRecords", events.map(fields));
    return;
  }
  const head = await trx
    .selectFrom("consentRecords")
    .select(["seq", "hash"])
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  let seq = Number(head?.seq ?? 0);
  let prevHash = head?.hash ?? GENESIS_HASH;
  const rows = events.map((event) => {
    seq += 1;
    const row = fields(event);
    const hash = recordHash(prevHash, seq, row);
    const chained = { ...row, seq, prevHash, hash };
    prevHash = hash;
    return chained;
  });
  await insertRows(trx, "consentRecords", rows);
}

/** A person's records, newest first (their pseudonym's; the chain's own purge records have none). */
export async function consentsOf(db: Db, subject: string): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom("consentRecords")
    .select(["purpose", "action", "noticeVersion", "language", "channel", "at"])
    .where("subject", "=", subject)
    .orderBy("seq", "desc")
    .execute();
  // Written only by appendConsents from the contract's own values.
  return rows as ConsentRecord[];
}

import type { Db } from "../../db/database.js";
import { GENESIS_HASH, recordHash } from "./chain.js";

export type ChainProblem = { seq: number; problem: "changed" | "removed" | "out of turn" };
export type ChainReport = { records: number; purged: number; head: string; problem: ChainProblem | null };

/** Records read per query: the whole ledger is walked without holding it in memory. */
const PAGE = 5_000;

/**
 * Walks the whole chain in order. A record whose hash is not its own fields' is `changed`; a number missing
 * that no purge record accounts for is `removed`; a record whose previous hash is not its predecessor's
 * (inserted, or moved, out of turn) is `out of turn`. A purge record (purpose "ledger") lists the numbers
 * and hashes of the records it removed, so the chain still links across them.
 */
export async function verifyChain(db: Db): Promise<ChainReport> {
  const purged = new Map<number, string>();
  let expectedSeq = 1;
  let prev = GENESIS_HASH;
  let records = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom("consentRecords")
      .selectAll()
      .where("seq", ">", after)
      .orderBy("seq")
      .limit(PAGE)
      .execute();
    if (page.length === 0) break;
    for (const row of page) {
      const seq = Number(row.seq);
      after = seq;
      records += 1;
      // The purge records come after what they removed: a gap is checked against those seen so far and
      // those still ahead, so collect them before judging a gap (see below).
      while (expectedSeq < seq) {
        const gone = purged.get(expectedSeq) ?? (await purgedLater(db, seq, expectedSeq, purged));
        if (gone === undefined) return report(records, purged, prev, { seq: expectedSeq, problem: "removed" });
        prev = gone;
        expectedSeq += 1;
      }
      const fields = { ...row, detail: row.detail ?? "" };
      if (recordHash(row.prevHash ?? "", seq, fields) !== row.hash)
        return report(records, purged, prev, { seq, problem: "changed" });
      if (row.prevHash !== prev) return report(records, purged, prev, { seq, problem: "out of turn" });
      if (row.purpose === "ledger") for (const [n, hash] of parsePurged(row.detail ?? "")) purged.set(n, hash);
      prev = row.hash ?? "";
      expectedSeq = seq + 1;
    }
  }
  return report(records, purged, prev, null);
}

const report = (records: number, purged: Map<number, string>, head: string, problem: ChainProblem | null) => ({
  records,
  purged: purged.size,
  head,
  problem,
});

/** "12:ab…,13:cd…": the removed records' numbers and hashes. */
export const formatPurged = (removed: { seq: number; hash: string }[]) =>
  removed.map((r) => `${r.seq}:${r.hash}`).join(",");

function parsePurged(detail: string): [number, string][] {
  return detail
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const [seq, hash] = pair.split(":");
      return [Number(seq), hash ?? ""];
    });
}

/** The purge records after `from` that account for `seq`, read once per gap. */
async function purgedLater(db: Db, from: number, seq: number, purged: Map<number, string>) {
  const later = await db
    .selectFrom("consentRecords")
    .select("detail")
    .where("purpose", "=", "ledger")
    .where("seq", ">", from)
    .execute();
  for (const row of later) for (const [n, hash] of parsePurged(row.detail ?? "")) purged.set(n, hash);
  return purged.get(seq);
}

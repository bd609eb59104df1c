import type { Db } from "../../db/database.js";
import { yieldToEventLoop } from "../../lib/yield.js";

/** Ids per stored chunk (job_snapshots, migrations/001-initial-schema/jobs.ts): about 25 KB of JSON. */
export const CHUNK_IDS = 1000;

/**
 * Stores ids as chunks `first`, `first + 1`, …; a chunk already there (a step repeated after a crash)
 * is replaced, so a resumed snapshot never doubles an entry. Answers how many chunks were written.
 */
export async function writeChunks(db: Db, jobId: string, first: number, ids: string[]) {
  const rows = [];
  for (let at = 0; at < ids.length; at += CHUNK_IDS) {
    rows.push({ jobId, chunk: first + rows.length, ids: JSON.stringify(ids.slice(at, at + CHUNK_IDS)) });
  }
  if (rows.length) {
    await db
      .insertInto("jobSnapshots")
      .values(rows)
      .onConflict((oc) => oc.columns(["jobId", "chunk"]).doUpdateSet((eb) => ({ ids: eb.ref("excluded.ids") })))
      .execute();
  }
  return rows.length;
}

/** A chunk's ids; undefined once it has been dropped (its entries are done). */
export async function readChunk(db: Db, jobId: string, chunk: number): Promise<string[] | undefined> {
  const row = await db
    .selectFrom("jobSnapshots")
    .select("ids")
    .where("jobId", "=", jobId)
    .where("chunk", "=", chunk)
    .executeTakeFirst();
  return row ? (JSON.parse(row.ids) as string[]) : undefined;
}

export async function dropChunk(db: Db, jobId: string, chunk: number) {
  await db.deleteFrom("jobSnapshots").where("jobId", "=", jobId).where("chunk", "=", chunk).execute();
}

/** Chunks deleted per statement: each delete stays short on the writer the sign-ups share. */
const DROP_BATCH = 20;

/**
 * Deletes what ended jobs (done, failed, cancelled, on any instance) left of their snapshots, a few chunks
 * per statement with a pause for other requests between them.
 */
export async function dropEndedSnapshots(db: Db) {
  for (;;) {
    const chunks = await db
      .selectFrom("jobSnapshots")
      .innerJoin("jobs", "jobs.id", "jobSnapshots.jobId")
      .select(["jobSnapshots.jobId", "jobSnapshots.chunk"])
      .where("jobs.status", "not in", ["queued", "running"])
      .limit(DROP_BATCH)
      .execute();
    const [first] = chunks;
    if (!first) return;
    await db
      .deleteFrom("jobSnapshots")
      .where("jobId", "=", first.jobId)
      .where(
        "chunk",
        "in",
        chunks.filter((row) => row.jobId === first.jobId).map((row) => row.chunk),
      )
      .execute();
    await yieldToEventLoop();
  }
}

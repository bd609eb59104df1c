import type { Db } from "../../db/database.js";
import { insertRows } from "../../db/insert-rows.js";
import type { JobsTable } from "../../db/schema.js";
import { sortableId } from "../../lib/ids.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import type { ImportRow } from "../imports/import-file.js";
import { newEntryKeys } from "../waitlist/store.js";
import type { JobHandler, StepResult } from "./job-runner.js";
import { CHUNK_IDS, dropChunk, readChunk, writeChunks } from "./job-snapshot.js";
import { commitStep, createJob, JobStopped } from "./job-store.js";

export const IMPORT_KIND = "import";

/**
 * Queues the checked rows as a job, stored in chunks of a thousand (job_snapshots, as a bulk invite keeps
 * its entries), in one transaction: the 202 means the whole file is on record.
 */
export async function queueImport(db: Db, rows: ImportRow[], createdBy: string) {
  return db.transaction().execute(async (trx) => {
    const job = await createJob(trx, { kind: IMPORT_KIND, params: { chunks: 0 }, total: rows.length, createdBy });
    let chunks = 0;
    // A chunk a statement, with a turn for other requests between them: one statement of a whole large
    // file held the event loop for seconds (bench:tools' health probe).
    for (let at = 0; at < rows.length; at += CHUNK_IDS) {
      const serialised = rows.slice(at, at + CHUNK_IDS).map((row) => JSON.stringify(row));
      chunks += await writeChunks(trx, job.id, chunks, serialised);
      await yieldToEventLoop();
    }
    await trx
      .updateTable("jobs")
      .set({ params: JSON.stringify({ chunks }) })
      .where("id", "=", job.id)
      .execute();
    return job.id;
  });
}

/**
 * The waitlist row of an imported person: joined when the file says, confirmed never, sent nothing (no
 * e-mail or WhatsApp intent is written), marked imported until staff ask them to confirm.
 */
function entryRow(row: ImportRow, at: string) {
  return {
    id: sortableId(Date.parse(row.joinedAt)),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    tripsPerMonth: row.tripsPerMonth,
    homeCity: row.homeCity,
    preferredCities: JSON.stringify(row.preferredCities),
    consentAt: row.joinedAt,
    utmSource: "import",
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    referredBy: null,
    confirmedAt: null,
    mailError: null,
    invitedAt: null,
    invitedUntil: null,
    ...newEntryKeys(row.joinedAt),
    createdAt: row.joinedAt,
    updatedAt: at,
    importedAt: at,
  };
}

/**
 * Rows per step. On SQLite a step holds the event loop and the write lock throughout: a whole chunk of a
 * thousand held them about 2 s on a busy machine (bench:tools' health probe); a step of this size stays
 * short, and the runner rests as long as it took (job-runner.ts, Pacing).
 */
const STEP = 250;

/**
 * One step: the next STEP rows of the current chunk inserted (an address already there, say from a
 * sign-up since the dry run, is skipped) and the cursor (`chunk.row`) saved in the same transaction
 * (job-store.ts, commitStep), so a resumed job neither doubles nor loses a row. A chunk is dropped once
 * its rows are in.
 */
export function importHandler(db: Db): JobHandler {
  return async (job: JobsTable): Promise<StepResult> => {
    const { chunks } = JSON.parse(job.params ?? "{}") as { chunks: number };
    const [chunk = 0, from = 0] = (job.cursor ?? "0.0").split(".").map(Number);
    const stored = (await readChunk(db, job.id, chunk)) ?? [];
    const rows = stored.slice(from, from + STEP).map((text) => JSON.parse(text) as ImportRow);
    const ended = from + STEP >= stored.length;
    const cursor = ended ? `${chunk + 1}.0` : `${chunk}.${from + STEP}`;
    const done = ended && chunk + 1 >= chunks;
    const at = new Date().toISOString();
    try {
      const counts = await db.transaction().execute(async (trx) => {
        const inserted = await insertRows(
          trx,
          "surveyResponses",
          rows.map((row) => entryRow(row, at)),
          { onConflictDoNothing: "email", returning: ["id"] },
        );
        const delta = { sent: inserted.length, skipped: rows.length - inserted.length, failed: 0 };
        await commitStep(trx, job, cursor, delta);
        return delta;
      });
      if (ended) await dropChunk(db, job.id, chunk);
      return { cursor, done, counts, state: "running" };
    } catch (error) {
      if (error instanceof JobStopped)
        return { cursor, done, counts: { sent: 0, skipped: 0, failed: 0 }, state: error.state };
      throw error;
    }
  };
}

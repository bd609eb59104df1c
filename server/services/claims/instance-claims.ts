import { sql } from "kysely";
import type { Db } from "../../db/database.js";

/**
 * Every delivery queue whose rows an instance claims by moving a due time ahead under its name
 * (`claimed_by`, config.ts instanceId). A queue added on the same pattern names itself here, and is then
 * handed back on a clean stop and taken back at once when its instance starts again.
 */
export const CLAIMED_QUEUES = [
  { table: "pending_personal_mail", due: "due_at" },
  { table: "whatsapp_messages", due: "due_at" },
  { table: "invites", due: "mail_due_at" },
  { table: "webhook_deliveries", due: "due_at" },
  { table: "person_notices", due: "due_at" },
] as const;

/**
 * Makes every row `owner` holds due now and nobody's, and every job it runs claimable: at start (a crashed run of this instance left them
 * claimed for the length of a lease, up to minutes) and at a clean stop (another instance sends them at its
 * next poll). A row settled since (due time cleared) is left alone. Answers how many it handed back.
 */
export async function handBackClaims(db: Db, owner: string, now = new Date()): Promise<number> {
  let handed = 0;
  for (const { table, due } of CLAIMED_QUEUES) {
    const result = await sql`update ${sql.table(table)} set ${sql.ref(due)} = ${now.toISOString()}, claimed_by = null
      where claimed_by = ${owner} and ${sql.ref(due)} is not null`.execute(db);
    handed += Number(result.numAffectedRows ?? 0);
  }
  // A job it was running is resumed from its saved cursor by whichever instance polls first.
  const jobs = await sql`update jobs set lease_until = ${new Date(0).toISOString()}
    where lease_owner = ${owner} and status = 'running'`.execute(db);
  return handed + Number(jobs.numAffectedRows ?? 0);
}

import type { RetentionForecast, RetentionReason } from "../../../contract/retention.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import { CONSENT_KEPT_MS, purgeableConsents } from "../consent/purge.js";
import { endedEntries, logCutoff, PERSONAL_DATA_ACTIONS } from "./retention.js";
import { RETENTION_KIND } from "./retention-job.js";

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 30;

const countOf = async (query: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
  Number((await query.executeTakeFirst())?.n ?? 0);

/** What the next 30 days of retention will erase or purge, by reason (GET /api/v1/admin/retention). */
export async function retentionForecast(
  db: Db,
  config: Pick<AppConfig, "retentionDays" | "unconfirmedTtlDays">,
  now = new Date(),
): Promise<RetentionForecast> {
  const to = new Date(now.getTime() + HORIZON_DAYS * DAY_MS);
  const unconfirmedBefore = new Date(to.getTime() - config.unconfirmedTtlDays * DAY_MS).toISOString();
  const unconfirmed = await countOf(
    db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("confirmedAt", "is", null)
      .where("createdAt", "<", unconfirmedBefore)
      .where(({ exists, not, selectFrom }) =>
        not(exists(selectFrom("invites").select("invites.id").whereRef("invites.email", "=", "surveyResponses.email"))),
      ),
  );
  const endedBefore = new Date(to.getTime() - config.retentionDays * DAY_MS).toISOString();
  const ended = await endedEntries(db, endedBefore, to.toISOString()).execute();
  const byReason = (reason: RetentionReason) => new Set(ended.filter((e) => e.reason === reason).map((e) => e.id)).size;
  const cutoff = logCutoff(now, HORIZON_DAYS);
  const audit = await countOf(
    db
      .selectFrom("auditLog")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "in", [...PERSONAL_DATA_ACTIONS])
      .where("createdAt", "<", cutoff),
  );
  const messages = await countOf(
    db
      .selectFrom("personNotices")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("dueAt", "is", null)
      .where("createdAt", "<", cutoff),
  );
  const grievances = await countOf(
    db
      .selectFrom("grievances")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "<>", "open")
      .where("receivedAt", "<", cutoff),
  );
  // The ledger's purge: records of people erased (or gone by withdrawal) a year before the horizon's end.
  const consents = await countOf(
    purgeableConsents(db, new Date(to.getTime() - CONSENT_KEPT_MS).toISOString()).select((eb) =>
      eb.fn.countAll<number>().as("n"),
    ),
  );
  const last = await db
    .selectFrom("jobs")
    .select(["finishedAt", "cursor"])
    .where("kind", "=", RETENTION_KIND)
    .where("status", "=", "done")
    .orderBy("finishedAt", "desc")
    .limit(1)
    .executeTakeFirst();
  const ran = last?.cursor
    ? (JSON.parse(last.cursor) as { warned: number; erased: number; purged: number })
    : undefined;
  return {
    from: now.toISOString(),
    to: to.toISOString(),
    retentionDays: config.retentionDays,
    items: [
      { reason: "unconfirmed", action: "erase", count: unconfirmed },
      { reason: "invite-accepted", action: "erase", count: byReason("invite-accepted") },
      { reason: "invite-expired", action: "erase", count: byReason("invite-expired") },
      { reason: "city-closed", action: "erase", count: byReason("city-closed") },
      { reason: "audit-log", action: "purge", count: audit },
      { reason: "message-log", action: "purge", count: messages },
      { reason: "grievance", action: "purge", count: grievances },
      { reason: "consent-records", action: "purge", count: consents },
    ],
    lastRun:
      last?.finishedAt && ran
        ? { at: last.finishedAt, warned: ran.warned, erased: ran.erased, purged: ran.purged }
        : null,
  };
}

import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { recordAudit } from "../audit/audit-log.js";
import { headOfLine } from "../hubs/city-line.js";
import { findHub } from "../hubs/hubs.js";
import { createInvite, type InviteDeps } from "../invites/invites.js";

/** What backfill needs: the invite's, and staff's reader for its reads (the hubs' figures, the line). */
export interface BackfillDeps extends InviteDeps {
  reader: Db;
}

/** How often backfill looks for ended invites: well inside the minute the rule promises. */
export const BACKFILL_EVERY_MS = 20_000;
/** Ended invites looked at per hub per run; the rest wait for the next run. */
const PER_RUN = 20;

/** Invites of the city that ended (expired or revoked) since backfill was turned on and are not yet replaced. */
function endedInvites(db: Db, city: string, since: string, now: string) {
  return db
    .selectFrom("invites")
    .select(["id", "email", "status"])
    .where("city", "=", city)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "revoked"), eb("revokedAt", ">=", since)]),
        eb.and([
          eb("status", "in", ["pending", "sent", "expired"]),
          eb("expiresAt", "<=", now),
          eb("expiresAt", ">=", since),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("hubBackfills").select("endedInviteId").whereRef("endedInviteId", "=", "invites.id"))),
    )
    .limit(PER_RUN)
    .execute();
}

/** The ended invite's key is the claim: of several instances, one replaces it. */
async function claim(db: Db, endedInviteId: string, city: string, now: string) {
  try {
    await db.insertInto("hubBackfills").values({ endedInviteId, city, inviteId: null, createdAt: now }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Invites the next person of the line (not the one whose invite ended); their entry id, or null. */
async function inviteNext(deps: BackfillDeps, city: string, endedEmail: string, now: string) {
  const people = await headOfLine(deps.reader, city, now, 4);
  for (const person of people.filter((p) => p.email !== endedEmail)) {
    try {
      const result = await createInvite(deps, {
        email: person.email,
        name: person.name,
        phone: person.phone,
        source: "survey",
        surveyResponseId: person.id,
      });
      return { entryId: person.id, inviteId: result.inviteId };
    } catch (error) {
      // Invited or changed a moment ago by someone else: the next person.
      if (!(error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 400))) throw error;
    }
  }
  return null;
}

/**
 * One backfill run (docs/product.md, Hubs): for each live hub with backfill on, each invite that ended
 * since it was turned on is replaced by the next person of the line while the week has room (a wave of at
 * least one). Audited as the system. It only ever adds invites. An aborted `signal` (the app closing)
 * stops it before the next invite.
 */
export async function runBackfill(deps: BackfillDeps, now = new Date(), signal?: AbortSignal) {
  const at = now.toISOString();
  const hubs = await deps.reader
    .selectFrom("cities")
    .select(["name", "backfillSince"])
    .where("backfill", "=", 1)
    .where("status", "=", "live")
    .execute();
  let invited = 0;
  for (const hub of hubs) {
    if (signal?.aborted) break;
    const ended = await endedInvites(deps.reader, hub.name, hub.backfillSince ?? at, at);
    for (const invite of ended) {
      if (signal?.aborted || (await findHub(deps.reader, hub.name, now)).proposedWave < 1) break;
      if (!(await claim(deps.db, invite.id, hub.name, at))) continue;
      const next = await inviteNext(deps, hub.name, invite.email, at);
      if (!next) break;
      await deps.db
        .updateTable("hubBackfills")
        .set({ inviteId: next.inviteId })
        .where("endedInviteId", "=", invite.id)
        .execute();
      await recordAudit(deps.db, {
        action: "hub.backfill",
        actorId: null,
        actor: "system",
        ip: null,
        target: next.entryId,
        details: { city: hub.name, replaced: invite.status === "revoked" ? "revoked" : "expired" },
      });
      invited += 1;
    }
  }
  return invited;
}

/** The running backfill: `runSoon` asks for a run now (an invite just ended), `stop` ends it. */
export interface ScheduledBackfill {
  runSoon(): void;
  stop(): Promise<void>;
}

/**
 * Runs backfill every `everyMs`, and at once when asked (app.jobs: services/jobs/jobs.ts); one run at a
 * time, and a run asked for during another follows it; failures are logged. Stopping waits for the invite
 * in progress only.
 */
export function scheduleBackfill(deps: BackfillDeps, everyMs = BACKFILL_EVERY_MS): ScheduledBackfill {
  let running: Promise<unknown> | undefined;
  let again = false;
  const stopping = new AbortController();
  const run = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = runBackfill(deps, new Date(), stopping.signal)
      .then((n) => n && deps.log.info({ invited: n }, "backfill invited people into freed hub places"))
      .catch((error) => deps.log.warn({ err: error }, "hub backfill failed; it will try again"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    runSoon: run,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}

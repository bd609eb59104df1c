import { sql } from "kysely";
import { WAVE_PREVIEW_PEOPLE, type Wave, type WavePreview } from "../../../contract/hubs.js";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";
import { randomId } from "../../lib/ids.js";
import { headOfLine } from "../hubs/city-line.js";
import { findHub } from "../hubs/hubs.js";
import { BULK_INVITE_KIND } from "./bulk-invite.js";
import { createJob } from "./job-store.js";
import type { Jobs } from "./jobs.js";

/**
 * What a wave of the proposed size would be now, and exactly the people it would invite (its first 50 when
 * larger): never more of the line than the wave takes.
 */
export async function previewWave(db: Db, city: string, now = new Date()): Promise<WavePreview> {
  const hub = await findHub(db, city, now);
  const shown = Math.min(hub.proposedWave, WAVE_PREVIEW_PEOPLE);
  const people = shown > 0 ? await headOfLine(db, city, now.toISOString(), shown) : [];
  return {
    size: hub.proposedWave,
    freeThisWeek: hub.freeThisWeek,
    acceptanceRate: hub.acceptanceRate,
    eligible: hub.eligible,
    people: people.map(({ id, name, email, referrals }, index) => ({
      id,
      name,
      email,
      referrals,
      position: index + 1,
    })),
  };
}

export interface WaveRequest {
  city: string;
  size: number;
  override: boolean;
  staff: { id: string; email: string };
}

/** Where a wave is read (staff's reader), written, and who runs its job (the app's one runner). */
export interface WaveDeps {
  db: Db;
  reader: Db;
  jobs: Pick<Jobs, "wake">;
}

/**
 * Sends a wave: the first `size` people of the city's line, snapshotted now, invited by the bulk-invite
 * job (progress and audit as any bulk invite). More than the proposed size needs `override`. The job, the
 * wave and its members are stored in one transaction, so the job never runs for an unrecorded wave; the
 * runner is woken once they are committed, so the wave starts at once.
 */
export async function sendWave({ db, reader, jobs }: WaveDeps, request: WaveRequest, now = new Date()) {
  const hub = await findHub(reader, request.city, now);
  if (hub.status !== "live") throw new HttpError(409, `${hub.city} is not open yet: open the city before inviting.`);
  if (request.size > hub.proposedWave && !request.override) {
    throw new HttpError(400, "Some fields need attention.", [
      {
        field: "size",
        message: `The hub has room for ${hub.proposedWave} invites now; choose "Invite more than proposed" to send ${request.size}.`,
      },
    ]);
  }
  const people = await headOfLine(reader, request.city, now.toISOString(), request.size);
  if (!people.length) throw new HttpError(409, `Nobody in ${hub.city} is waiting to be invited.`);
  const ids = people.map((person) => person.id);
  const waveId = randomId();
  const job = await db.transaction().execute(async (trx) => {
    const created = await createJob(trx, {
      kind: BULK_INVITE_KIND,
      params: { ids },
      total: ids.length,
      createdBy: request.staff.id,
    });
    await trx
      .insertInto("hubWaves")
      .values({
        id: waveId,
        city: hub.city,
        size: ids.length,
        proposed: hub.proposedWave,
        override: request.size > hub.proposedWave ? 1 : 0,
        jobId: created.id,
        createdBy: request.staff.email,
        createdAt: now.toISOString(),
      })
      .execute();
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500).map((surveyResponseId) => ({ waveId, surveyResponseId }));
      await trx.insertInto("hubWaveMembers").values(chunk).execute();
    }
    return created;
  });
  jobs.wake();
  return { jobId: job.id, waveId, size: ids.length, proposed: hub.proposedWave };
}

/** The latest waves, newest first, with what their job invited and how many of those invites were accepted. */
export async function recentWaves(db: Db, limit = 20): Promise<Wave[]> {
  const rows = await db
    .selectFrom("hubWaves")
    .select([
      "hubWaves.id",
      "hubWaves.city",
      "hubWaves.size",
      "hubWaves.proposed",
      "hubWaves.override",
      "hubWaves.createdBy",
      "hubWaves.createdAt",
      "hubWaves.jobId",
      // A member's invite of the wave's city made since the wave (the one it sent, or a later one), found
      // through the member's id: the wave's members are few, the city's accepted invites many (CROSS JOIN
      // and the no-op coalesce keep SQLite from walking the latter).
      sql<number | string>`(select count(*) from hub_wave_members m cross join invites i
        where m.wave_id = hub_waves.id and i.survey_response_id = m.survey_response_id
        and coalesce(i.status, '') = 'accepted' and coalesce(i.city, '') = hub_waves.city
        and i.created_at >= hub_waves.created_at)`.as("accepted"),
      // The wave's invites by the same rule (the staff list's `wave` filter: lists/invites-page.ts), so
      // accepted never exceeds invited.
      sql<number | string>`(select count(*) from hub_wave_members m cross join invites i
        where m.wave_id = hub_waves.id and i.survey_response_id = m.survey_response_id
        and coalesce(i.city, '') = hub_waves.city and i.created_at >= hub_waves.created_at)`.as("invites"),
    ])
    .orderBy("hubWaves.createdAt", "desc")
    .orderBy("hubWaves.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    city: row.city,
    size: row.size,
    proposed: row.proposed,
    override: row.override === 1,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    jobId: row.jobId,
    invited: Number(row.invites),
    accepted: Number(row.accepted),
  }));
}

import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { createInviteRequestSchema, InviteSendResponse } from "../../../contract/invites.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { InvitesTable } from "../../db/schema.js";
import { HttpError } from "../../lib/http-error.js";
import { randomId } from "../../lib/ids.js";
import { onboardingLink } from "../../lib/onboarding-code.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { queueInviteMessages } from "../whatsapp/invite-messages.js";
import { firstDue, type InviteMail } from "./invite-mail.js";
import { isPlannedCity, refuseUnchosen } from "./invite-risks.js";
import { effectiveStatus, OPEN_STATUSES, toInvite } from "./invite-view.js";
import { onboardingLinks } from "./onboarding-code.js";

type NewInvite = z.output<typeof createInviteRequestSchema>;

export interface InviteDeps {
  db: Db;
  log: FastifyBaseLogger;
  config: AppConfig;
  /** The invite e-mail pipeline (invite-mail.ts): a new invite's e-mail is due with the invite. */
  inviteMail: InviteMail;
}

const DAY_MS = 86_400_000;
const OPEN_INVITE =
  "This person already has an open invite (one per e-mail address). Resend that invite instead of creating another.";
const HAS_ACCOUNT = "This person already has an account with this e-mail address: there is nothing to invite them to.";
const RACED = "Another invite for this person changed at the same moment. Reload and try again.";
const ENTRY_CHANGED = "This invite is for another address than the waitlist entry's: send it as a manual invite.";

/**
 * Stores the derived 'expired' status on the invites (by id or by person) that have passed their end:
 * the stored rows then agree with what the API says, and the open-invite indexes free up.
 */
export async function storeExpired(
  db: Db,
  key: { id: string } | { email: string } | { emails: string[] },
  now = new Date(),
) {
  const at = now.toISOString();
  await db
    .updateTable("invites")
    .set({ status: "expired", updatedAt: at })
    .where((eb) =>
      "id" in key
        ? eb("id", "=", key.id)
        : "email" in key
          ? eb("email", "=", key.email)
          : eb("email", "in", key.emails),
    )
    .where("status", "in", OPEN_STATUSES)
    .where("expiresAt", "<=", at)
    .execute();
}

/**
 * Why this person (address) cannot get a new invite: they have an account, or an open invite (to their
 * address, or to their waitlist entry under an older address). A 409 naming the open invite, or undefined.
 */
async function conflictFor(db: Db, email: string, surveyResponseId: string | null) {
  const account = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (account) return new HttpError(409, HAS_ACCOUNT);
  const open = await db
    .selectFrom("invites")
    .select("id")
    .where("status", "in", OPEN_STATUSES)
    .where((eb) =>
      surveyResponseId
        ? eb.or([eb("email", "=", email), eb("surveyResponseId", "=", surveyResponseId)])
        : eb("email", "=", email),
    )
    .executeTakeFirst();
  return open ? new HttpError(409, OPEN_INVITE, [], {}, { existingInviteId: open.id }) : undefined;
}

/**
 * The waitlist entry an invite belongs to: the person's own, found by address. When staff started from a
 * waitlist row (surveyResponseId), it must exist and the address must still be that entry's.
 */
async function waitlistEntryFor(db: Db, input: NewInvite) {
  const requested = input.surveyResponseId;
  const entry = await db
    .selectFrom("surveyResponses")
    .select(["id", "email", "homeCity", "confirmedAt"])
    .where((eb) => (requested ? eb("id", "=", requested) : eb("email", "=", input.email)))
    .executeTakeFirst();
  if (requested && !entry) {
    throw new HttpError(400, "Some fields need attention.", [
      { field: "surveyResponseId", message: "No waitlist entry has this id." },
    ]);
  }
  if (entry && entry.email !== input.email) {
    throw new HttpError(400, "Some fields need attention.", [{ field: "email", message: ENTRY_CHANGED }]);
  }
  return entry;
}

/** The hub an invite is for: staff's choice (a city of the table), else the entry's home city (docs/product.md, Hubs). */
async function inviteCity(db: Db, chosen: string | null | undefined, entryCity: string | undefined) {
  if (!chosen) return entryCity ?? null;
  const city = await db.selectFrom("cities").select("name").where("name", "=", chosen).executeTakeFirst();
  if (!city)
    throw new HttpError(400, "Some fields need attention.", [
      { field: "city", message: "Choose a city from the list." },
    ]);
  return city.name;
}

async function findInvite(db: Db, id: string) {
  const row = await db.selectFrom("invites").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new HttpError(404, "No invite has this id.");
  return row;
}

/** Sends (or re-sends) the invite's due e-mail now, through the pipeline; a failure keeps it pending. */
async function deliver(deps: InviteDeps, id: string): Promise<InviteSendResponse> {
  const outcomes = await deps.inviteMail.send([id]);
  const status = effectiveStatus(await findInvite(deps.db, id));
  return {
    inviteId: id,
    onboardingLink: onboardingLink(onboardingLinks(deps.config), id),
    status,
    mailError: outcomes.get(id) ?? null,
  };
}

/** A new invite's row, pending until its e-mail is accepted by the mail server. */
export function newInviteRow(
  config: AppConfig,
  input: NewInvite,
  surveyResponseId: string | null,
  now: Date,
  city: string | null,
) {
  return {
    id: randomId(),
    email: input.email,
    name: input.name,
    phone: input.phone,
    source: input.source,
    status: "pending",
    surveyResponseId,
    lastError: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    sentAt: null,
    expiresAt: new Date(now.getTime() + config.inviteTtlDays * DAY_MS).toISOString(),
    acceptedAt: null,
    revokedAt: null,
    city,
    // The e-mail's intent, written with the invite: a server that stops before sending leaves it due.
    mailDueAt: firstDue(now),
    mailAttempt: 0,
    // Its links carry a sealed code (onboarding-code.ts): the id alone opens nothing.
    bareLink: 0,
  } satisfies InvitesTable;
}

/**
 * A new invite for one person. At most one invite per person is open: the partial unique indexes decide
 * (migrations/001-initial-schema/invites.ts), so of any number of concurrent requests on any number of
 * instances one wins and the others get the same 409 as a request that came later. Nothing is e-mailed unless
 * the row is in.
 */
export async function createInvite(deps: InviteDeps, input: NewInvite) {
  const now = new Date();
  const entry = await waitlistEntryFor(deps.db, input);
  const surveyResponseId = entry?.id ?? null;
  const city = await inviteCity(deps.db, input.city, entry?.homeCity);
  // From a waitlist row, a planned home city or an unconfirmed address needs staff's explicit choice; an
  // address typed by staff is their choice already, unless the city they chose for it is planned.
  const fromRow = input.source === "survey" && entry;
  const planned = (fromRow || input.city) && (await isPlannedCity(deps.db, city)) && city ? [city] : [];
  refuseUnchosen(
    { planned: planned.length, plannedCities: planned, unconfirmed: fromRow && !entry.confirmedAt ? 1 : 0 },
    input,
  );
  await storeExpired(deps.db, { email: input.email }, now);
  const conflict = await conflictFor(deps.db, input.email, surveyResponseId);
  if (conflict) throw conflict;
  const row: InvitesTable = newInviteRow(deps.config, input, surveyResponseId, now, city);
  try {
    // The WhatsApp invite (for people who opted in) is written with the invite: nothing sends it otherwise.
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto("invites").values(row).execute();
      await queueInviteMessages(trx, deps.config, [row]);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race: answer with what the winner made.
    throw (await conflictFor(deps.db, input.email, surveyResponseId)) ?? new HttpError(409, RACED);
  }
  return deliver(deps, row.id);
}

export async function resendInvite(deps: InviteDeps, id: string) {
  const row = await findInvite(deps.db, id);
  const status = effectiveStatus(row);
  if (status === "expired") await storeExpired(deps.db, { id });
  if (status !== "pending" && status !== "sent") {
    throw new HttpError(409, `This invite is ${status} and cannot be sent again. Create a new invite instead.`);
  }
  // Due again, with its retries anew; the new message's sealed link replaces a bare one from before seals.
  await deps.db
    .updateTable("invites")
    .set({ mailDueAt: firstDue(new Date()), mailAttempt: 0, bareLink: 0 })
    .where("id", "=", id)
    .execute();
  return deliver(deps, id);
}

export async function revokeInvite(deps: InviteDeps, id: string) {
  const row = await findInvite(deps.db, id);
  if (row.status === "accepted")
    throw new HttpError(409, "This invite has been used to sign up; it cannot be revoked.");
  if (row.status !== "revoked") {
    const now = new Date().toISOString();
    await deps.db
      .updateTable("invites")
      .set({ status: "revoked", revokedAt: now, updatedAt: now, mailDueAt: null })
      .where("id", "=", id)
      .where("status", "!=", "accepted")
      .execute();
  }
  return toInvite(await findInvite(deps.db, id), onboardingLinks(deps.config));
}

/** The waitlist entry an invite belongs to (null for a manual invite or an unknown id). */
export async function inviteEntryId(db: Db, id: string) {
  const row = await db.selectFrom("invites").select("surveyResponseId").where("id", "=", id).executeTakeFirst();
  return row?.surveyResponseId ?? null;
}

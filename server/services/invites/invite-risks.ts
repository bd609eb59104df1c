import type { InviteChoice, InviteRisks } from "../../../contract/jobs.js";
import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";

/**
 * People a wave must not reach by accident (docs/product.md, Staff admin): those whose home city is planned
 * (no hub takes them yet) and those who never confirmed their address (anyone can sign up anyone). Inviting
 * them needs staff's explicit choice, which the audit records.
 */

export async function plannedCities(db: Db) {
  const rows = await db.selectFrom("cities").select("name").where("status", "=", "planned").orderBy("name").execute();
  return rows.map((row) => row.name);
}

export async function isPlannedCity(db: Db, city: string | null | undefined) {
  if (!city) return false;
  return (await plannedCities(db)).includes(city);
}

/** The risks among explicit waitlist entries (ticked rows); erased ids count for nothing. */
export async function risksOfIds(db: Db, ids: string[]): Promise<InviteRisks> {
  const planned = await plannedCities(db);
  const rows = ids.length
    ? await db.selectFrom("surveyResponses").select(["homeCity", "confirmedAt"]).where("id", "in", ids).execute()
    : [];
  const inPlanned = rows.filter((row) => planned.includes(row.homeCity));
  return {
    planned: inPlanned.length,
    plannedCities: planned.filter((city) => inPlanned.some((row) => row.homeCity === city)),
    unconfirmed: rows.filter((row) => row.confirmedAt === null).length,
  };
}

/**
 * The risks among the invitable entries matching a filter (confirmed already decided: confirmedByDefault),
 * counted as "Invite all N matching" counts its N: `countIn` counts that filter narrowed to one home city.
 */
export async function risksOfFilter(
  db: Db,
  filter: WaitlistFilter & { confirmed: boolean; invited: false },
  invitable: number,
  countIn: (homeCity: string) => Promise<number>,
): Promise<InviteRisks> {
  const planned = await plannedCities(db);
  const unconfirmed = filter.confirmed ? 0 : invitable;
  if (filter.homeCity !== undefined) {
    const isPlanned = planned.includes(filter.homeCity);
    return { planned: isPlanned ? invitable : 0, plannedCities: isPlanned ? [filter.homeCity] : [], unconfirmed };
  }
  if (!invitable) return { planned: 0, plannedCities: [], unconfirmed };
  const counts = await Promise.all(planned.map(countIn));
  return {
    planned: counts.reduce((sum, count) => sum + count, 0),
    plannedCities: planned.filter((_, index) => (counts[index] ?? 0) > 0),
    unconfirmed,
  };
}

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);
const cityList = (cities: string[]) => (cities.length ? ` (${cities.join(", ")})` : "");

/**
 * A 409 naming what needs an explicit choice and how to make it, unless staff made it; each unchosen risk
 * is a field error on the flag that allows it.
 */
export function refuseUnchosen(risks: InviteRisks, choice: InviteChoice) {
  const errors = [];
  if (risks.planned > 0 && !choice.allowPlanned)
    errors.push({
      field: "allowPlanned",
      message: `${people(risks.planned)} ${risks.planned === 1 ? "lives" : "live"} in a planned city${cityList(risks.plannedCities)}, which has no hub yet. Choose to invite people in planned cities to include them.`,
    });
  if (risks.unconfirmed > 0 && !choice.allowUnconfirmed)
    errors.push({
      field: "allowUnconfirmed",
      message: `${people(risks.unconfirmed)} ${risks.unconfirmed === 1 ? "has" : "have"} not confirmed their address. Choose to invite people who have not confirmed to include them.`,
    });
  if (!errors.length) return;
  throw new HttpError(
    409,
    `Nothing was sent: ${errors.map((error) => error.message.split(".")[0]).join("; ")}. Confirm that you mean to invite them.`,
    errors,
  );
}

/** What the audit keeps of the choice: the flags as sent (false when absent). */
export const auditedChoice = (choice: InviteChoice) => ({
  allowPlanned: choice.allowPlanned === true,
  allowUnconfirmed: choice.allowUnconfirmed === true,
});

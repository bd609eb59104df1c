import { randomInt } from "node:crypto";
import type { SurveyResponse } from "../../../contract/waitlist.js";
import { WHATSAPP_NOTICE } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import { insertRows } from "../../db/insert-rows.js";
import { randomId, sortableDigits, sortableId } from "../../lib/ids.js";
import { appendConsents, type ConsentEvent } from "../consent/ledger.js";
import { pendingMailRow } from "../me/pending-mail.js";
import { countedPath } from "../traffic/page-path.js";
import { createdEventId, entryCreatedData, queueEvents } from "../webhooks/events.js";
import { confirmMessageRow } from "../whatsapp/message-rows.js";

/**
 * `whatsappOptIn` is the consent, stored as given (the writer passes it only where this server sends WhatsApp); `whatsappConfirm` (set by the
 * writer: consent and WhatsApp configured) sends the confirmation by WhatsApp instead of e-mail.
 */
export type SignUp = Omit<
  SurveyResponse,
  "website" | "ref" | "whatsappOptIn" | "language" | "ageConfirmed" | "waitlistConsent"
> & {
  ageConfirmed?: boolean;
  ref?: string | null;
  at: string;
  whatsappOptIn?: boolean;
  whatsappConfirm?: boolean;
  /** The form's language (contract/languages.ts); "en" when absent. */
  language?: string;
  /** The entry's keyed pseudonym in the consent ledger (services/consent/subject.ts), made by the caller. */
  consentSubject?: string;
  /** Where the consent was given: the JavaScript form or the no-JS page. */
  channel?: "web" | "no-js";
};

/** What a sign-up became: a new entry, or the entry that already had its address (left as it was). */
export interface SignUpResult {
  id: string;
  isNew: boolean;
}

/** How long a run of referral codes shares its random start (and how far its clock counts: 18 bits). */
const CODE_RUN_MS = 60_000;
/** A code's last 5 characters: 30 bits. */
const TAIL_SPAN = 2 ** 30;
let codeRun = { start: "", from: 0, at: -1, tail: 0 };

/**
 * A referral code, 12 URL-safe characters: a random start shared by the codes of one minute (24 bits),
 * the milliseconds since that minute began (3 characters, in order), then a 30-bit tail. A batch of
 * sign-ups adds its codes at one end of the unique index, a page or two, where wholly random codes
 * rewrote a page per entry at every commit (docs/history.md, 263). The start is random, not a date: a code does
 * not say when its owner joined. The first tail of a millisecond is random (in the lower half, so 131,072
 * more fit above it) and each later one adds a random step of 1 to 4,096: an import or a seeder makes
 * hundreds of codes in one millisecond, and 30 random bits drawn apart for each repeated one (a failed
 * unique index) about once in a few hundred thousand codes.
 */
export function newReferralCode(now = Date.now()): string {
  if (now - codeRun.from >= CODE_RUN_MS || now < codeRun.from)
    codeRun = { start: randomId(3), from: now, at: -1, tail: 0 };
  const step = 1 + randomInt(4096);
  const sameMs = now === codeRun.at && codeRun.tail + step < TAIL_SPAN;
  codeRun.tail = sameMs ? codeRun.tail + step : randomInt(TAIL_SPAN / 2);
  codeRun.at = now;
  return codeRun.start + sortableDigits(now - codeRun.from, 3) + sortableDigits(codeRun.tail, 5);
}

/**
 * The columns every new entry needs besides the answers (whoever inserts it: sign-up, seeders, tests):
 * its referral code and its place-in-line key (docs/decisions/061).
 */
export const newEntryKeys = (createdAt: string) => ({
  referralCode: newReferralCode(),
  queueMs: Date.parse(createdAt),
  referrals: 0,
});

/**
 * Writes a batch of sign-ups with one multi-row insert-or-nothing (one statement, one commit). One entry
 * per e-mail: the unique index on the normalised address decides, so concurrent requests cannot create
 * twins, and a repeat changes nothing stored (a stranger typing someone's address must not overwrite
 * their answers). The first sign-up of an address in a batch is the one written; RETURNING names the rows
 * that are new, and one indexed read finds the ids of the rest (only when a batch holds repeats). This is
 * a batch in a transaction of its own, as the sign-up thread's turn writes it; on PostgreSQL the writer
 * uses writeSignUpsInOneStatement (store-postgres.ts).
 */
export function writeSignUps(db: Db, signUps: SignUp[]): Promise<SignUpResult[]> {
  return db.transaction().execute((trx) => insertSignUps(trx, signUps));
}

/**
 * The batch's entries and the message each sign-up causes ("welcome" for a new entry, "already" for a
 * repeat), inside the caller's transaction: an acknowledged sign-up always has its message on file. A new
 * entry that chose WhatsApp gets its confirmation as a whatsapp_messages row instead of the welcome e-mail;
 * a repeat is answered by e-mail as ever (whoever typed the address may not own the number).
 */
export async function insertSignUps(db: Db, signUps: SignUp[]): Promise<SignUpResult[]> {
  const { firstByEmail, rows } = newEntries(signUps);
  const inserted = (await insertRows(db, "surveyResponses", rows, {
    onConflictDoNothing: "email",
    returning: ["id", "email"],
  })) as { id: string; email: string }[];
  const results = await signUpResults(db, signUps, firstByEmail, inserted);
  const newIds = new Set(inserted.map((row) => row.id));
  await queueEvents(
    db,
    "entry.created",
    rows
      .filter((row) => newIds.has(row.id))
      .map((row) => ({
        subjectId: row.id,
        eventId: createdEventId(row.id),
        at: row.createdAt,
        data: entryCreatedData(row),
      })),
  );
  const byWhatsapp = (s: SignUp, i: number) => s.whatsappConfirm === true && results[i]?.isNew === true;
  await insertRows(
    db,
    "pendingPersonalMail",
    signUps.flatMap((s, i) =>
      byWhatsapp(s, i) ? [] : [pendingMailRow(s.email, results[i]?.isNew ? "welcome" : "already", s.at)],
    ),
  );
  await insertRows(
    db,
    "whatsappMessages",
    signUps.flatMap((s, i) =>
      byWhatsapp(s, i) ? [confirmMessageRow(results[i]?.id as string, s.phone, s.homeCity, s.at, s.language)] : [],
    ),
  );
  await appendConsents(
    db,
    signUps.flatMap((s, i) => (results[i]?.isNew ? signUpConsents(s) : [])),
  );
  return results;
}

/**
 * The consents a new entry's sign-up gave, one record per purpose: the waitlist always (the form requires
 * it), WhatsApp when ticked where WhatsApp is on (whatsappConfirm). A repeat of an address records nothing: whoever typed it may not own it.
 */
export function signUpConsents(s: SignUp): ConsentEvent[] {
  if (!s.consentSubject) return [];
  const base = {
    subject: s.consentSubject,
    action: "given",
    channel: s.channel ?? "web",
    language: s.language ?? "en",
    at: s.at,
  } as const;
  return [{ ...base, purpose: "waitlist" }, ...(s.whatsappConfirm ? [{ ...base, purpose: "whatsapp" as const }] : [])];
}

/** The entry rows a batch inserts: the first sign-up of each address (a repeat in the batch adds none). */
export function newEntries(signUps: SignUp[]) {
  const firstByEmail = new Map<string, SignUp>();
  for (const s of signUps) if (!firstByEmail.has(s.email)) firstByEmail.set(s.email, s);
  const rows = [...firstByEmail.values()].map((s) => ({
    id: sortableId(),
    name: s.name,
    email: s.email,
    phone: s.phone,
    company: s.company,
    tripsPerMonth: s.tripsPerMonth,
    homeCity: s.homeCity,
    preferredCities: JSON.stringify(s.preferredCities),
    consentAt: s.at,
    // A referred sign-up counts under the source "referral" unless a UTM source says otherwise (decision 062).
    utmSource: s.utmSource ?? (s.ref ? "referral" : null),
    utmMedium: s.utmMedium ?? null,
    utmCampaign: s.utmCampaign ?? null,
    referrer: s.referrer ?? null,
    // Counted under the same path as its page views, so a page's joins sit beside its visitors.
    landingPath: s.landingPath ? countedPath(s.landingPath) : null,
    landingSource: s.landingSource ?? null,
    referredBy: s.ref ?? null,
    // The consent record: when, and the notice's version (contract/whatsapp.ts).
    whatsappOptInAt: s.whatsappOptIn ? s.at : null,
    whatsappNotice: s.whatsappOptIn ? WHATSAPP_NOTICE.id : null,
    language: s.language ?? "en",
    consentSubject: s.consentSubject ?? null,
    ...newEntryKeys(s.at),
    createdAt: s.at,
    updatedAt: s.at,
  }));
  return { firstByEmail, rows };
}

/**
 * Each sign-up's result, in order: new for the first sign-up of an address that the insert wrote, the
 * existing entry's id for the rest (one indexed read, only when the batch holds repeats).
 */
export async function signUpResults(
  db: Db,
  signUps: SignUp[],
  firstByEmail: Map<string, SignUp>,
  inserted: { id: string; email: string }[],
): Promise<SignUpResult[]> {
  const newIdByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const existingIdByEmail = new Map<string, string>();
  const repeats = [...firstByEmail.keys()].filter((email) => !newIdByEmail.has(email));
  if (repeats.length > 0) {
    const existing = await db
      .selectFrom("surveyResponses")
      .select(["id", "email"])
      .where("email", "in", repeats)
      .execute();
    for (const row of existing) existingIdByEmail.set(row.email, row.id);
  }
  const claimed = new Set<string>();
  return signUps.map((s) => {
    const newId = newIdByEmail.get(s.email);
    if (newId && !claimed.has(s.email)) {
      claimed.add(s.email);
      return { id: newId, isNew: true };
    }
    // An entry erased between the insert and the read still answers with an id of the same shape.
    return { id: newId ?? existingIdByEmail.get(s.email) ?? randomId(), isNew: false };
  });
}

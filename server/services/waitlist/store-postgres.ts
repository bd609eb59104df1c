import { sql } from "kysely";
import { NOTICE_VERSION } from "../../../contract/consent.js";
import type { Db } from "../../db/database.js";
import { cellValues, rowsOfValues } from "../../db/insert-rows.js";
import { sortableId } from "../../lib/ids.js";
import { createdEventId, subscribedTo } from "../webhooks/events.js";
import { confirmMessageRow } from "../whatsapp/message-rows.js";
import { newEntries, type SignUp, type SignUpResult, signUpConsents, signUpResults } from "./store.js";

type EntryRow = ReturnType<typeof newEntries>["rows"][number];
/** The values each sign-up's e-mail row takes, in the statement's order (its id, address, time, first). */
const MAIL_VALUES = 4;
/** With WhatsApp confirmations in the batch, each e-mail row also says whether it goes by WhatsApp instead. */
const MAIL_VALUES_WA = 5;
/** Each WhatsApp confirmation's values: its id, address, number, body, payload, time. */
const WA_VALUES = 6;
/** Each consent record's values: the address it joins on, pseudonym, purpose, language, channel, time. */
const CONSENT_VALUES = 6;

/**
 * PostgreSQL: a batch's entries and the e-mail each sign-up causes in one statement, two data-modifying
 * CTEs that commit together on their own: one round trip to the database instead of four (begin, two
 * inserts, commit), since at the bench's load the rate is bound by round trips (decision 269). The e-mail's
 * kind is decided in the statement as insertSignUps decides it (store.ts): "welcome" for the first
 * sign-up of an address that the insert wrote, "already" for every other.
 */
export async function writeSignUpsInOneStatement(db: Db, signUps: SignUp[]): Promise<SignUpResult[]> {
  const { firstByEmail, rows } = newEntries(signUps);
  const columns = Object.keys(rows[0] ?? {});
  const values = cellValues(rows, columns);
  // Only the first sign-up of an address can be new, so only it can be confirmed by WhatsApp.
  const confirms = signUps.filter((s) => s.whatsappConfirm === true && firstByEmail.get(s.email) === s);
  for (const s of signUps) {
    values.push(sortableId(), s.email, s.at, firstByEmail.get(s.email) === s);
    if (confirms.length > 0) values.push(s.whatsappConfirm === true);
  }
  // Only a new entry's consents are recorded: the statement keeps those whose address the insert wrote.
  const consents = [...firstByEmail.values()].flatMap((s) => signUpConsents(s).map((c) => ({ ...c, email: s.email })));
  for (const c of consents) values.push(c.email, c.subject, c.purpose, c.language, c.channel, c.at);
  for (const s of confirms) {
    // The entry's id comes from the insert (joined by address); the rest is the row insertSignUps writes.
    const row = confirmMessageRow("", s.phone, s.homeCity, s.at, s.language);
    values.push(row.id, s.email, row.toNumber, row.body, row.confirmPayload, s.at);
  }
  const counts = { entries: rows.length, mail: signUps.length, confirms: confirms.length, consents: consents.length };
  const inserted = await signUpsStatement(db, columns, counts, (i) => values[i]).execute();
  return signUpResults(db, signUps, firstByEmail, inserted);
}

/**
 * The statement for `entries` new rows of these columns, `mail` e-mail rows, `confirms` WhatsApp
 * confirmations and `consents` consent records, `value(i)` its i-th value.
 */
function signUpsStatement(
  db: Db,
  columns: string[],
  { entries, mail, confirms, consents }: { entries: number; mail: number; confirms: number; consents: number },
  value: (i: number) => unknown,
) {
  const rows = rowsOfValues(columns, entries, value) as unknown as EntryRow[];
  const first = entries * columns.length;
  const perMail = confirms > 0 ? MAIL_VALUES_WA : MAIL_VALUES;
  const tuples = Array.from({ length: mail }, (_, row) => {
    const at = (i: number) => value(first + row * perMail + i);
    return confirms > 0
      ? sql`(${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}::boolean, ${at(4)}::boolean)`
      : sql`(${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}::boolean, false)`;
  });
  const firstConsent = first + mail * perMail;
  const consentTuples = Array.from({ length: consents }, (_, row) => {
    const at = (i: number) => value(firstConsent + row * CONSENT_VALUES + i);
    return sql`(${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)})`;
  });
  const firstWa = firstConsent + consents * CONSENT_VALUES;
  const waTuples = Array.from({ length: confirms }, (_, row) => {
    const at = (i: number) => value(firstWa + row * WA_VALUES + i);
    return sql`(${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)})`;
  });
  const withMail = db
    .with("inserted", (db) =>
      db
        .insertInto("surveyResponses")
        .values(rows)
        .onConflict((oc) => oc.column("email").doNothing())
        .returning(["id", "email", "name", "phone", "homeCity", "createdAt"]),
    )
    // entry.created for each new entry and each endpoint that asked for it, as queueEvents (webhooks/events.ts)
    // writes it on SQLite: the same event id and payload, built here so the statement stays one round trip.
    .with("hooks", (db) =>
      db
        .insertInto("webhookDeliveries")
        .columns([
          "endpointId",
          "eventId",
          "type",
          "subjectId",
          "payload",
          "status",
          "attempts",
          "dueAt",
          "createdAt",
          "updatedAt",
        ])
        .expression(sql`
        select ep.id, ${sql.lit(createdEventId(""))} || i.id, 'entry.created', i.id,
          json_build_object('type', 'entry.created', 'timestamp', i.created_at, 'data', json_build_object(
            'id', i.id, 'email', i.email, 'name', i.name, 'phone', i.phone, 'homeCity', i.home_city,
            'createdAt', i.created_at))::text,
          'pending', 0, i.created_at, i.created_at, i.created_at
        from inserted i cross join webhook_endpoints ep
        where ep.disabled_at is null and ep.events like ${sql.lit(subscribedTo("entry.created"))}`),
    )
    .with("mail", (db) =>
      db
        .insertInto("pendingPersonalMail")
        .columns(["id", "email", "kind", "attempt", "dueAt"])
        .expression(sql`
        select m.id, m.email,
          case when m.is_first and exists (select 1 from inserted where inserted.email = m.email)
            then 'welcome' else 'already' end,
          0, m.due_at
        from (values ${sql.join(tuples)}) as m (id, email, due_at, is_first, by_whatsapp)
        where not (m.by_whatsapp and m.is_first and exists (select 1 from inserted where inserted.email = m.email))`),
    )
    // The consent ledger's trigger numbers and chains each row (migrations/016-consent-ledger.ts); with no
    // consent in the batch (a caller without pseudonyms) the values list holds one row that joins nothing.
    .with("consents", (db) =>
      db
        .insertInto("consentRecords")
        .columns(["subject", "purpose", "action", "noticeVersion", "language", "channel", "at", "detail"])
        .expression(sql`
        select c.subject, c.purpose, 'given', ${sql.lit(NOTICE_VERSION)}, c.language, c.channel, c.at, ''
        from (values ${consents > 0 ? sql.join(consentTuples) : sql`(null, null, null, null, null, null)`})
          as c (email, subject, purpose, language, channel, at)
        join inserted on inserted.email = c.email`),
    );
  if (confirms === 0) return withMail.selectFrom("inserted").select(["id", "email"]);
  return withMail
    .with("confirms", (db) =>
      db
        .insertInto("whatsappMessages")
        .columns([
          "id",
          "surveyResponseId",
          "kind",
          "toNumber",
          "body",
          "confirmPayload",
          "status",
          "attempt",
          "dueAt",
          "createdAt",
          "updatedAt",
        ])
        .expression(sql`
        select w.id, inserted.id, 'confirm', w.to_number, w.body, w.payload, 'pending', 0, w.at, w.at, w.at
        from (values ${sql.join(waTuples)}) as w (id, email, to_number, body, payload, at)
        join inserted on inserted.email = w.email`),
    )
    .selectFrom("inserted")
    .select(["id", "email"]);
}

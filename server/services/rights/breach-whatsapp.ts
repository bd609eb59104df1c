import { isLanguageCode } from "../../../contract/languages.js";
import { longDate } from "../../../contract/long-date.js";
import { clipText } from "../../../contract/text.js";
import type { BreachesTable, WhatsappMessagesTable } from "../../db/schema.js";
import { pendingMessageRow, type TemplateBody, waDigits } from "../whatsapp/message-rows.js";

/**
 * What each part staff wrote may take in the template (README.md, `stashd_notice`): with the template's own
 * words, the whole stays under WhatsApp's 1,024 characters.
 */
const ROOM = { description: 250, items: 60, each: 120, email: 80 } as const;

/** A template parameter: one line (WhatsApp refuses newlines and runs of spaces), cut with an ellipsis. */
export function parameter(text: string, max: number) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${clipText(line, max - 1).trimEnd()}…`;
}

/**
 * A breach's notice to one person by WhatsApp, sharing its id with the person's notice row: the template in
 * the person's language where the operator has it approved, the date in that language too; what staff wrote
 * goes as written, as the e-mail has it.
 */
export function breachMessageRow(
  person: { id: string; phone: string; language?: string | null },
  breach: BreachesTable,
  noticeId: string,
  options: { grievanceEmail: string; templateLanguages: readonly string[] },
  at: string,
): WhatsappMessagesTable {
  const approved =
    person.language && person.language !== "en" && options.templateLanguages.includes(person.language)
      ? person.language
      : undefined;
  const dateLanguage = approved && isLanguageCode(approved) ? approved : "en";
  const items = (JSON.parse(breach.dataItems) as string[]).join(", ");
  const body: TemplateBody = {
    body: [
      longDate(breach.foundAt, dateLanguage),
      parameter(breach.description, ROOM.description),
      parameter(items, ROOM.items),
      parameter(breach.impact, ROOM.each),
      parameter(breach.measures, ROOM.each),
      parameter(breach.remedial, ROOM.each),
      parameter(options.grievanceEmail, ROOM.email),
    ],
    ...(approved ? { language: approved } : {}),
  };
  const row = pendingMessageRow(
    { surveyResponseId: person.id, kind: "notice", toNumber: waDigits(person.phone), body: JSON.stringify(body) },
    at,
  );
  return { ...row, id: noticeId };
}

import type { StaffSurveyResponse } from "../../../contract/admin.js";
import { whatsappActive } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import type { SurveyResponsesTable } from "../../db/schema.js";

type LastMessage = NonNullable<StaffSurveyResponse["whatsapp"]>;

/**
 * The newest WhatsApp message of each entry on a page, in one read: each entry's newest row is found by a
 * correlated subquery on the (survey_response_id, created_at) index, so a page costs its size however many
 * messages the list holds (server/services/lists/query-plans.test.ts).
 */
export async function lastWhatsappByEntry(db: Db, ids: string[]): Promise<Map<string, LastMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("whatsappMessages as m")
    .select(["m.surveyResponseId", "m.kind", "m.status", "m.fallbackAt"])
    .where("m.surveyResponseId", "in", ids)
    .where("m.id", "=", (eb) =>
      eb
        .selectFrom("whatsappMessages as l")
        .select("l.id")
        .whereRef("l.surveyResponseId", "=", "m.surveyResponseId")
        .orderBy("l.createdAt", "desc")
        .orderBy("l.id", "desc")
        .limit(1),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      row.surveyResponseId,
      { kind: row.kind, status: row.status, fallback: row.fallbackAt !== null },
    ]),
  );
}

/** Where the person's messages go: WhatsApp while they are opted in and have not said STOP, else e-mail. */
export const channelOf = (row: SurveyResponsesTable): StaffSurveyResponse["channel"] =>
  whatsappActive(row) ? "whatsapp" : "email";

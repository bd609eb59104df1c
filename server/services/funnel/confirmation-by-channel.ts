import type { Overview } from "../../../contract/overview.js";
import type { DayRange } from "../../../contract/trending.js";
import type { Db } from "../../db/database.js";
import { utcBounds } from "./range.js";

type ByChannel = Overview["confirmation"];

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value);
}

/**
 * Confirmation by channel for the range's sign-ups: of those who chose WhatsApp, how many confirmation
 * messages were delivered and read and how many people confirmed; of the rest (e-mail), how many confirmed;
 * and for each the median seconds from joining to confirming. One read of the range on the created_at index,
 * each entry's newest confirmation message found on the whatsapp_messages entry index (a week's sign-ups, not
 * the whole list: server/services/overview/query-plans.test.ts).
 */
export async function confirmationByChannel(db: Db, range: DayRange): Promise<ByChannel> {
  const { start, end } = utcBounds(range);
  const rows = await db
    .selectFrom("surveyResponses as s")
    .where("s.createdAt", ">=", start)
    .where("s.createdAt", "<", end)
    .select(["s.createdAt", "s.confirmedAt", "s.whatsappOptInAt"])
    .select((eb) =>
      eb
        .selectFrom("whatsappMessages as w")
        .select("w.status")
        .whereRef("w.surveyResponseId", "=", "s.id")
        .where("w.kind", "=", "confirm")
        .orderBy("w.createdAt", "desc")
        .limit(1)
        .as("confirmStatus"),
    )
    .execute();
  // The channel chosen at sign-up, as the lists' channel filter reads it (lists/waitlist-filter.ts).
  const whatsapp = rows.filter((row) => row.whatsappOptInAt);
  const email = rows.filter((row) => !row.whatsappOptInAt);
  const seconds = (group: typeof rows) =>
    group.flatMap((row) =>
      row.confirmedAt ? [Math.max(0, (Date.parse(row.confirmedAt) - Date.parse(row.createdAt)) / 1000)] : [],
    );
  const confirmed = (group: typeof rows) => group.filter((row) => row.confirmedAt).length;
  return {
    whatsapp: {
      people: whatsapp.length,
      // A read message was delivered first, whichever status arrived last.
      delivered: whatsapp.filter((row) => row.confirmStatus === "delivered" || row.confirmStatus === "read").length,
      read: whatsapp.filter((row) => row.confirmStatus === "read").length,
      confirmed: confirmed(whatsapp),
      medianSecondsToConfirm: median(seconds(whatsapp)),
    },
    email: {
      people: email.length,
      confirmed: confirmed(email),
      medianSecondsToConfirm: median(seconds(email)),
    },
  };
}

/**
 * The range's confirmed people (by the day they confirmed, as the funnel's "confirmed" step counts them),
 * split by the channel they chose at sign-up: e-mail + WhatsApp = confirmed. A range of the confirmed_at index.
 */
export async function confirmedByChannel(db: Db, range: DayRange): Promise<{ email: number; whatsapp: number }> {
  const { start, end } = utcBounds(range);
  const row = await db
    .selectFrom("surveyResponses")
    .where("confirmedAt", ">=", start)
    .where("confirmedAt", "<", end)
    .select((eb) => [
      eb.fn.countAll<number | string>().as("all"),
      eb.fn
        .sum<number | string | null>(eb.case().when("whatsappOptInAt", "is not", null).then(1).else(0).end())
        .as("whatsapp"),
    ])
    .executeTakeFirstOrThrow();
  const whatsapp = Number(row.whatsapp ?? 0);
  return { email: Number(row.all) - whatsapp, whatsapp };
}

import type { Db } from "../../db/database.js";

/** The dashboard's three counts (decided with the funnel screen: revoked invites do not count as sent). */
export const stats = {
  // The waitlist's size is kept by triggers (migration 012): a million entries need no counting.
  surveys: (db: Db) => db.selectFrom("rowCounts").select("n").where("name", "=", "survey_responses"),
  invites: (db: Db) =>
    db
      .selectFrom("invites")
      .where("status", "!=", "revoked")
      .select((eb) => eb.fn.countAll<string | number>().as("n")),
  signups: (db: Db) => db.selectFrom("users").select((eb) => eb.fn.countAll<string | number>().as("n")),
};

export async function count(query: ReturnType<(typeof stats)[keyof typeof stats]>) {
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row.n);
}

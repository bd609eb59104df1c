import type { Db } from "../../db/database.js";

/** The dashboard's three counts (decided with the funnel screen: revoked invites do not count as sent). */
export const stats = {
  surveys: (db: Db) => db.selectFrom("surveyResponses").select((eb) => eb.fn.countAll<string | number>().as("n")),
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

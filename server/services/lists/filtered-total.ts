import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.js";

/** count(*) of a filtered set; PostgreSQL returns it as a bigint string. */
export async function countRows<TB extends keyof Database, O>(query: SelectQueryBuilder<Database, TB, O>) {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

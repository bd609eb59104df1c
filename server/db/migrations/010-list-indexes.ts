import type { Kysely, Migration } from "kysely";

/**
 * Indexes the staff lists seek through (docs/decisions/050-keyset-paging-and-url-state.md). Each sort key ends in the
 * id, so a page boundary is exact even where many rows share a timestamp, name or city; one index serves
 * both directions. invites (status, expires_at, survey_response_id) answers "is this entry invited" and
 * the status filters' counts without reading the table.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ["survey_responses_created_at_id", "survey_responses", ["created_at", "id"]],
  ["survey_responses_name_id", "survey_responses", ["name", "id"]],
  ["survey_responses_home_city_created_at_id", "survey_responses", ["home_city", "created_at", "id"]],
  ["invites_created_at_id", "invites", ["created_at", "id"]],
  ["invites_email_id", "invites", ["email", "id"]],
  ["invites_source_created_at_id", "invites", ["source", "created_at", "id"]],
  ["invites_status_expires_at", "invites", ["status", "expires_at", "survey_response_id"]],
];

export const listIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES) {
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};

import { type Kysely, type Migration, sql } from "kysely";

/**
 * The invite e-mail's intent, on the invite itself (docs/decisions/254): `mail_due_at` is when its e-mail is
 * (next) due, null when there is nothing to send, and `mail_attempt` how many sends were tried. An invite is
 * written with its e-mail due, in the statement (and transaction) that makes it, so a server that stops
 * before sending loses no invite e-mail: the next one sends it. The partial index holds only invites
 * with an e-mail to send.
 */
export const inviteMailDue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("invites").addColumn("mail_due_at", "text").execute();
    await db.schema
      .alterTable("invites")
      .addColumn("mail_attempt", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("invites_mail_due")
      .on("invites")
      .column("mail_due_at")
      .where(sql.ref("mail_due_at"), "is not", null)
      .execute();
  },
};

import { type Kysely, type Migration, sql } from "kysely";
import { isOneOf } from "./001-initial-schema/shared.js";

/**
 * The rights desk (docs/product.md, Rights desk): grievances and their answers; every notice sent to a
 * person by the desk (a grievance's acknowledgement and answer, a retention warning, a breach notice), which
 * is both the durable queue those notices leave from and the message log a person's export shows; breaches
 * and their reports; and when a city closed, which ends the purpose of its people's entries.
 * Nothing here references an entry by foreign key: an erasure pseudonymises these rows instead of deleting
 * them, and the retention run purges them a year on.
 */
export const rightsDesk: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("grievances")
      .addColumn("reference", "text", (c) => c.primaryKey())
      // The waitlist entry's id while it exists, then its pseudonym; null when the address has no entry.
      .addColumn("person", "text")
      // Where the acknowledgement and the answer go; null once the person is erased.
      .addColumn("email", "text")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("open")
          .check(isOneOf("status", ["open", "answered", "closed"])),
      )
      .addColumn("received_at", "text", (c) => c.notNull())
      .addColumn("due_at", "text", (c) => c.notNull())
      .addColumn("outer_due_at", "text", (c) => c.notNull())
      .addColumn("answer", "text")
      .addColumn("answered_at", "text")
      .addColumn("answered_by", "text")
      .addColumn("closed_at", "text")
      .execute();
    await db.schema.createIndex("grievances_status").on("grievances").columns(["status", "received_at"]).execute();
    await db.schema.createIndex("grievances_person").on("grievances").column("person").execute();

    await db.schema
      .createTable("person_notices")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("person", "text")
      .addColumn("email", "text")
      .addColumn("kind", "text", (c) =>
        c.notNull().check(isOneOf("kind", ["grievance_ack", "grievance_answer", "retention_warning", "breach"])),
      )
      // The grievance's reference, the breach's id, or the erasure date a warning announces.
      .addColumn("ref", "text", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("pending")
          .check(isOneOf("status", ["pending", "sent", "failed", "drill"])),
      )
      .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
      // When it may be sent (again); null once settled. A claim moves it ahead (a lease), under the
      // claiming instance's name.
      .addColumn("due_at", "text")
      .addColumn("claimed_by", "text")
      .addColumn("error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .execute();
    // Each person is told of a breach (or warned of an erasure) once, whatever crashes and retries happen.
    await db.schema
      .createIndex("person_notices_once")
      .on("person_notices")
      .columns(["kind", "ref", "person"])
      .unique()
      .where(sql.ref("kind"), "in", sql`('breach', 'retention_warning')`)
      .execute();
    await db.schema
      .createIndex("person_notices_due")
      .on("person_notices")
      .column("due_at")
      .where(sql.ref("due_at"), "is not", null)
      .execute();
    await db.schema.createIndex("person_notices_person").on("person_notices").column("person").execute();
    await db.schema.createIndex("person_notices_created").on("person_notices").column("created_at").execute();

    await db.schema
      .createTable("breaches")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("found_at", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      // JSON: the data items affected, and the waitlist filter of the people affected ("everyone": {}).
      .addColumn("data_items", "text", (c) => c.notNull())
      .addColumn("filter", "text", (c) => c.notNull())
      .addColumn("location", "text", (c) => c.notNull())
      .addColumn("impact", "text", (c) => c.notNull())
      .addColumn("measures", "text", (c) => c.notNull())
      .addColumn("remedial", "text", (c) => c.notNull())
      .addColumn("drill", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("affected", "integer", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("reported_at", "text")
      .addColumn("notify_job_id", "text")
      .execute();

    await db.schema.alterTable("cities").addColumn("closed_at", "text").execute();
  },
};

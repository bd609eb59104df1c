import { hash, randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";

/**
 * The secret salt of each Indian day, kept in the database so that every instance hashes a visitor alike;
 * a salt exists only for its day: `forget` deletes older ones, and with them the day's visitor hashes, so
 * nobody (staff included) can link two days or work back to an address (decision 160).
 */
export function createSaltStore(db: Db) {
  let current: { day: string; salt: string } | undefined;
  return {
    /** The day's salt: made by the first instance to need it, read by the others. */
    async saltOf(day: string): Promise<string> {
      if (current?.day === day) return current.salt;
      const fresh = randomBytes(32).toString("base64url");
      await db
        .insertInto("trafficSalts")
        .values({ day, salt: fresh })
        .onConflict((oc) => oc.column("day").doNothing())
        .execute();
      const row = await db.selectFrom("trafficSalts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
      current = { day, salt: row.salt };
      return row.salt;
    },
    /** Deletes the salts and visitor hashes of every day before `today`. */
    async forgetBefore(today: string) {
      await db.deleteFrom("trafficSalts").where("day", "<", today).execute();
      await db.deleteFrom("trafficSeen").where("day", "<", today).execute();
    },
  };
}
export type SaltStore = ReturnType<typeof createSaltStore>;

/**
 * A visitor's key on one day: a hash of the day's salt, the address and the user agent. Without the salt,
 * deleted at the end of the day, it leads back to nothing. (The counter keys a page view by this key and
 * the page's path, so one hash serves the site's count and the page's.)
 */
export function visitorKey(salt: string, address: string, userAgent: string): string {
  // crypto.hash: the one-shot form, several times cheaper than createHash for a short input.
  return hash("sha256", `${salt}\0${address}\0${userAgent}`, "base64url").slice(0, 22);
}

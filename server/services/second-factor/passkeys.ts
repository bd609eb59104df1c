import type { WebAuthnCredential } from "@simplewebauthn/server";
import type { Db } from "../../db/database.js";

export type Passkey = { id: string; label: string; createdAt: string; lastUsedAt: string | null };

export async function listPasskeys(db: Db, staffId: string): Promise<Passkey[]> {
  return db
    .selectFrom("staffPasskeys")
    .select(["id", "label", "createdAt", "lastUsedAt"])
    .where("staffId", "=", staffId)
    .orderBy("createdAt")
    .execute();
}

export async function listCredentialIds(db: Db, staffId: string) {
  const rows = await db
    .selectFrom("staffPasskeys")
    .select(["id", "transports"])
    .where("staffId", "=", staffId)
    .execute();
  return rows.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] }));
}

export async function addPasskey(db: Db, staffId: string, credential: WebAuthnCredential, label: string) {
  const passkey = { id: credential.id, label, createdAt: new Date().toISOString(), lastUsedAt: null };
  await db
    .insertInto("staffPasskeys")
    .values({
      ...passkey,
      staffId,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
    })
    .execute();
  return passkey;
}

/** Removes one of this account's passkeys; false when the id is unknown or belongs to someone else. */
export async function removePasskey(db: Db, staffId: string, id: string) {
  const result = await db
    .deleteFrom("staffPasskeys")
    .where("id", "=", id)
    .where("staffId", "=", staffId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The credential behind a sign-in, with its account, in the shape the verifier wants. */
export async function findCredential(db: Db, id: string) {
  const row = await db
    .selectFrom("staffPasskeys")
    .innerJoin("staff", "staff.id", "staffPasskeys.staffId")
    .select([
      "staffPasskeys.id",
      "publicKey",
      "counter",
      "transports",
      "staff.id as staffId",
      "staff.email",
      "staff.role",
    ])
    .where("staffPasskeys.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const credential: WebAuthnCredential = {
    id: row.id,
    publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
    counter: row.counter,
    transports: JSON.parse(row.transports) as WebAuthnCredential["transports"],
  };
  return { credential, staff: { id: row.staffId, email: row.email, role: row.role } };
}

export async function markPasskeyUsed(db: Db, id: string, counter: number, now = new Date()) {
  await db.updateTable("staffPasskeys").set({ counter, lastUsedAt: now.toISOString() }).where("id", "=", id).execute();
}

import { createHash, timingSafeEqual } from "node:crypto";
import type { ApiKey, ApiKeyScope } from "../../../contract/integrations.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";

/** Every key starts so; a secret scanner (and a person) can tell one in a paste. */
export const API_KEY_PREFIX = "stashd_";

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: answered once; only its SHA-256 and its first characters are stored. */
export async function createApiKey(db: Db, input: { name: string; scope: ApiKeyScope }, by: string) {
  const id = randomId();
  const key = API_KEY_PREFIX + randomId(24);
  await db
    .insertInto("apiKeys")
    .values({
      id,
      name: input.name,
      scope: input.scope,
      keyHash: hashOf(key),
      prefix: key.slice(0, API_KEY_PREFIX.length + 4),
      createdBy: by,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    })
    .execute();
  return { id, key };
}

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  return db
    .selectFrom("apiKeys")
    .select(["id", "name", "scope", "prefix", "createdAt", "lastUsedAt", "revokedAt"])
    .orderBy("createdAt")
    .execute();
}

/** Revokes a key at once: the next request with it is refused. Answers its name, or undefined when unknown. */
export async function revokeApiKey(db: Db, id: string) {
  return db
    .updateTable("apiKeys")
    .set({ revokedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("revokedAt", "is", null)
    .returning(["name"])
    .executeTakeFirst();
}

/** The live key behind `key`, its last use noted; undefined for an unknown or revoked one. */
export async function findLiveApiKey(db: Db, key: string) {
  if (!key.startsWith(API_KEY_PREFIX)) return undefined;
  const hash = hashOf(key);
  const row = await db
    .updateTable("apiKeys")
    .set({ lastUsedAt: new Date().toISOString() })
    .where("keyHash", "=", hash)
    .where("revokedAt", "is", null)
    .returning(["id", "name", "scope", "keyHash"])
    .executeTakeFirst();
  // The index found it by equality; compare once more in constant time all the same.
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) return undefined;
  return { id: row.id, name: row.name, scope: row.scope };
}

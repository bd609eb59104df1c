import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../../config.js";

const KEY_FILE = "second-factor.key";
const keys = new Map<string, Buffer>();

/**
 * The key that seals TOTP secrets, never stored in the database (docs/decisions/302): SECOND_FACTOR_KEY, or
 * else a random key file beside the SQLite data, made on first use and readable by the server's user only.
 */
export function sealingKey(config: Pick<AppConfig, "secondFactorKey" | "dataDir">): Buffer {
  if (config.secondFactorKey) return createHash("sha256").update(config.secondFactorKey).digest();
  const file = path.resolve(config.dataDir, KEY_FILE);
  let key = keys.get(file);
  if (key) return key;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  keys.set(file, key);
  return key;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; a changed row fails to open rather than misleads. */
export function seal(key: Buffer, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function open(key: Buffer, sealed: string) {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("A sealed second-factor secret is malformed.");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

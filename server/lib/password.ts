import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt parameters (N=2^17, r=8, p=1), what every deployment uses; stored with each hash so they
 * can be raised later. Tests hash at a far lower cost (AppConfig.passwordCost), as the hash says which.
 */
export const PASSWORD_COST: PasswordCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 32;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A real hash of nothing at the accounts' cost, verified against when the e-mail is unknown so both
 * failures take as long. One per cost (a process normally knows one).
 */
const decoyHashes = new Map<string, Promise<string>>();
export function decoyPasswordHash(cost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let hash = decoyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString("hex"), cost);
    decoyHashes.set(key, hash);
  }
  return hash;
}

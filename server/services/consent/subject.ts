import { createHmac } from "node:crypto";
import { normaliseEmail } from "../../../contract/email.js";
import type { AppConfig } from "../../config.js";
import { sealingKey } from "../second-factor/secret-box.js";

/**
 * The key of the consent ledger's pseudonyms: derived from the server's sealing key (SECOND_FACTOR_KEY or its
 * key file; never stored in the database) under a label of its own, so neither use can stand in for the other.
 */
export const consentKey = (config: Pick<AppConfig, "secondFactorKey" | "dataDir">): Buffer =>
  createHmac("sha256", sealingKey(config)).update("stashd consent subject v1").digest();

/**
 * An entry's keyed pseudonym, from its address as stored: the ledger holds this and nothing of the person,
 * so after an erasure the records name no one, while whoever holds the key and the address can still find
 * what that person agreed to.
 */
export const consentSubject = (key: Buffer, email: string) =>
  createHmac("sha256", key).update(normaliseEmail(email)).digest("base64url").slice(0, 32);

import { createHash } from "node:crypto";

/** The hash before the first record. */
export const GENESIS_HASH = "0".repeat(64);

export interface ChainedFields {
  subject: string;
  purpose: string;
  action: string;
  noticeVersion: string;
  language: string;
  channel: string;
  at: string;
  detail: string;
}

/**
 * A record's hash: SHA-256 over the previous hash, its number and its fields joined by "|", exactly as the
 * PostgreSQL trigger computes it (migrations/016-consent-ledger.ts).
 */
export function recordHash(prevHash: string, seq: number, f: ChainedFields): string {
  const text = [
    prevHash,
    String(seq),
    f.subject,
    f.purpose,
    f.action,
    f.noticeVersion,
    f.language,
    f.channel,
    f.at,
    f.detail,
  ];
  return createHash("sha256").update(text.join("|"), "utf8").digest("hex");
}

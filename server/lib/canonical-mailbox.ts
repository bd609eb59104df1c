import { createHash } from "node:crypto";
import { normaliseEmail } from "../../contract/email.js";

/** Domains whose mailboxes ignore dots in the local part and share one inbox across both names. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, for referral credit and abuse checks only (entries stay one per
 * address as typed): lower case, without a `+tag`, and for Gmail without dots and under one domain. So
 * `Farmer+1@gmail.com`, `f.armer@googlemail.com` and `farmer@gmail.com` are one mailbox.
 */
export function canonicalMailbox(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at).split("+")[0] ?? "";
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** The canonical mailbox as stored beside a referral credit: a hash, erased with the credit. */
export function mailboxKey(email: string): string {
  return createHash("sha256")
    .update(`stashd-mailbox:${canonicalMailbox(email)}`)
    .digest("hex")
    .slice(0, 32);
}

import { randomBytes } from "node:crypto";

/**
 * Random bytes are drawn 4 KiB at a time, as crypto.randomUUID does: one call into the generator per few
 * hundred ids instead of one per id (~3 µs each, a tenth of seeding a million rows). Each byte serves once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits, URL-safe: unguessable enough for row keys and invite links. */
export function randomId(bytes = 16): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString("base64url");
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += bytes;
  return pool.toString("base64url", used - bytes, used);
}

/** base64url's 64 characters in ASCII order, so that comparing two ids as text compares their times. */
const SORTED_DIGITS = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

/**
 * A row key that sorts in order of creation: 8 characters of the millisecond, then 96 random bits. The
 * waitlist's entries use it because a batch of sign-ups then adds its keys at the end of the id index, a
 * page or two, where random keys rewrote a page per entry at every commit (docs/history.md, 259).
 */
export function sortableId(at = Date.now()): string {
  return sortableDigits(at, 8) + randomId(12);
}

let lastOrdered = { at: -1, seq: 0 };

/**
 * A row key in the order this process made it, also within one millisecond: the millisecond (8 characters),
 * a count within it (3), then 72 random bits. For logs read back in order (the audit, where a sign-in and
 * its second factor often share a millisecond; the mail outbox), which sortableId's random part would shuffle.
 */
export function orderedId(at = Date.now()): string {
  lastOrdered = at === lastOrdered.at ? { at, seq: lastOrdered.seq + 1 } : { at, seq: 0 };
  return sortableDigits(at, 8) + sortableDigits(lastOrdered.seq, 3) + randomId(9);
}

/** The last `chars` base-64 digits of a whole number, in SORTED_DIGITS: text order is number order. */
export function sortableDigits(value: number, chars: number): string {
  let text = "";
  for (let shift = 6 * (chars - 1); shift >= 0; shift -= 6) text += SORTED_DIGITS[Math.floor(value / 2 ** shift) % 64];
  return text;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { isLanguageCode } from "../../contract/languages.js";

/**
 * The onboarding link's code (docs/decisions/254-invite-mail-pipeline.md): the invite's public id and a
 * seal over it, an HMAC under a key that never enters the database (services/invites/onboarding-code.ts
 * derives it). A copy of the database holds the ids, never a code, so it opens no invite; every message and
 * the staff list derive the same code, so a resend keeps the link.
 */
const sealOf = (secret: Buffer, inviteId: string) => createHmac("sha256", secret).update(inviteId).digest("base64url");

/** `<invite id>.<seal>`: ids are base-64 digits, never a dot. */
export const onboardingCode = (secret: Buffer, inviteId: string) => `${inviteId}.${sealOf(secret, inviteId)}`;

/**
 * The invite a code names. `sealed: false` is a bare id, as links read before seals: only an invite made
 * then (`invites.bare_link`) still opens with one. Undefined when the seal is wrong.
 */
export function readOnboardingCode(secret: Buffer, code: string): { inviteId: string; sealed: boolean } | undefined {
  const dot = code.lastIndexOf(".");
  if (dot < 0) return { inviteId: code, sealed: false };
  const inviteId = code.slice(0, dot);
  const given = Buffer.from(code.slice(dot + 1));
  const expected = Buffer.from(sealOf(secret, inviteId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { inviteId, sealed: true } : undefined;
}

/** What building a link needs: the site's address and the seal's key. */
export interface OnboardingLinks {
  publicUrl: string;
  secret: Buffer;
}

/**
 * `&lang=<code>` for a person whose waitlist entry is in another language than English, else nothing: the
 * page speaks it before the invite answers and when the link cannot be used. Only a hint for words, after
 * the code and never part of it; the API reads the code alone.
 */
export const languageHint = (language?: string | null) =>
  language && language !== "en" && isLanguageCode(language) ? `&lang=${language}` : "";

/** The link the invite's messages carry (with the entry's language as a hint), or staff's copy (without). */
export const onboardingLink = (links: OnboardingLinks, inviteId: string, language?: string | null) =>
  `${links.publicUrl}/onboarding?invite=${encodeURIComponent(onboardingCode(links.secret, inviteId))}${languageHint(language)}`;

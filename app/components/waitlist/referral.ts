import { REFERRAL_CODE_PATTERN } from "../../../contract/waitlist-fields";

/** The cookie the server sets when any page is opened with `?ref=` (server/services/me/referral-cookie.ts). */
const REFERRAL_COOKIE = "stashd_ref";

/** The referral code this visit carries: `?ref=` on the current page first, else the one remembered. */
export function carriedReferralCode(): string | undefined {
  const fromQuery = new URLSearchParams(window.location.search).get("ref");
  const fromCookie = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${REFERRAL_COOKIE}=`))
    ?.slice(REFERRAL_COOKIE.length + 1);
  const code = fromQuery ?? (fromCookie ? decodeURIComponent(fromCookie) : undefined);
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

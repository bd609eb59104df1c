import { clientAddressKey } from "../../lib/client-address.js";

/** Page views counted per visitor (address and user agent) a minute: far above anyone reading pages. */
export const VIEWS_PER_VISITOR_PER_MINUTE = 30;
/**
 * Page views counted per network (an IPv4 address, an IPv6 /64) a minute: an office behind one address
 * fits; a script rotating user agents (each a new "visitor") does not.
 */
export const VIEWS_PER_NETWORK_PER_MINUTE = 120;
/** Keys remembered per minute and kind; past it new keys are dropped, so a flood cannot grow the memory. */
const MAX_KEYS = 100_000;
const MINUTE_MS = 60_000;

export type DropReason = "visitor" | "network" | "memory";

/**
 * This machine itself: the browser tests (every page of every test from one address and one browser), a
 * developer, or a proxy on the same host that TRUST_PROXY was not told about, whose visitors would all
 * share its address: limiting those would drop the site's real traffic, so they are not limited.
 */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/i;

/**
 * The beacon's own limits, in memory and per instance: a view is counted unless its visitor or its network
 * sent more than its share this minute. The beacon must cost about what a health check does (decision 203),
 * so no database counter is read; several instances each allow the share, which still bounds what a flood
 * stores. Answers why a view is dropped, or null to count it.
 */
export function createBeaconLimiter(now: () => number = Date.now) {
  let minute = -1;
  let visitors = new Map<string, number>();
  let networks = new Map<string, number>();

  function bump(counts: Map<string, number>, key: string, max: number): boolean | "memory" {
    const seen = counts.get(key);
    if (seen === undefined && counts.size >= MAX_KEYS) return "memory";
    const next = (seen ?? 0) + 1;
    counts.set(key, next);
    return next <= max;
  }

  return {
    admit(address: string, userAgent: string): DropReason | null {
      if (LOOPBACK.test(address)) return null;
      const current = Math.floor(now() / MINUTE_MS);
      if (current !== minute) {
        minute = current;
        visitors = new Map();
        networks = new Map();
      }
      // The visitor first: views over a visitor's own share do not use up its network's.
      const visitor = bump(visitors, `${address}\n${userAgent}`, VIEWS_PER_VISITOR_PER_MINUTE);
      if (visitor === "memory") return "memory";
      if (!visitor) return "visitor";
      const network = bump(networks, clientAddressKey(address), VIEWS_PER_NETWORK_PER_MINUTE);
      if (network === "memory") return "memory";
      return network ? null : "network";
    },
  };
}

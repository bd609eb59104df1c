import { clientAddressKey } from "../../lib/client-address.js";

/**
 * Page views counted per network (an IPv4 address, an IPv6 /64) a minute, TRAFFIC_VIEWS_PER_MINUTE (120):
 * an office behind one address fits; a script rotating user agents (each a new "visitor") does not. A
 * visitor (address and user agent) counts a quarter of it (30), far above anyone reading pages.
 */
export const visitorShare = (viewsPerNetwork: number) => Math.max(1, Math.floor(viewsPerNetwork / 4));
/** Keys remembered per minute and kind; past it new keys are dropped, so a flood cannot grow the memory. */
const MAX_KEYS = 100_000;
const MINUTE_MS = 60_000;

export type DropReason = "visitor" | "network" | "memory";

/**
 * The beacon's own limits, in memory and per instance: a view is counted unless its visitor or its network
 * sent more than its share this minute. The beacon must cost about what a health check does (docs/history.md, 203),
 * so no database counter is read; several instances each allow the share, which still bounds what a flood
 * stores. Answers why a view is dropped, or null to count it.
 */
export function createBeaconLimiter(viewsPerNetwork: number, now: () => number = Date.now) {
  const viewsPerVisitor = visitorShare(viewsPerNetwork);
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
      const current = Math.floor(now() / MINUTE_MS);
      if (current !== minute) {
        minute = current;
        visitors = new Map();
        networks = new Map();
      }
      // The visitor first: views over a visitor's own share do not use up its network's.
      const visitor = bump(visitors, `${address}\n${userAgent}`, viewsPerVisitor);
      if (visitor === "memory") return "memory";
      if (!visitor) return "visitor";
      const network = bump(networks, clientAddressKey(address), viewsPerNetwork);
      if (network === "memory") return "memory";
      return network ? null : "network";
    },
  };
}

import { isIPv6 } from "node:net";

/**
 * The address a limit counts by: IPv4 as is; IPv6 by its /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise rotate through addresses to escape any per-address limit. An IPv4-mapped
 * IPv6 address (::ffff:1.2.3.4) counts as its IPv4 address.
 */
export function clientAddressKey(ip: string) {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  const [head = "", tail = ""] = ip.split("%")[0]?.split("::") ?? [];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

import { BlockList, isIP } from "node:net";

/** Ranges no client on the internet can come from: private, shared (CGNAT), loopback and link-local. */
const PRIVATE: [string, number, "ipv4" | "ipv6"][] = [
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["127.0.0.0", 8, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["::1", 128, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
];

/** IPv6 networks that carry IPv4 addresses in their last 32 bits (mapped, compatible, NAT64). */
const EMBEDDED_V4: [string, number][] = [
  ["::ffff:0:0", 96],
  ["::", 96],
  ["64:ff9b::", 96],
];

/** At most a /8 of public IPv4 and a /32 of public IPv6, in one network or summed over several. */
const MAX_PUBLIC_V4 = 2 ** 24;
const MAX_PUBLIC_V6 = 2n ** 96n;

const within = (address: string, network: string, bits: number, type: "ipv4" | "ipv6") => {
  const list = new BlockList();
  list.addSubnet(network, bits, type);
  return list.check(address, type);
};

/**
 * Whether a list of proxies (addresses and CIDR networks, already well formed) trusts too much: public
 * address space beyond a /8 (IPv4) or a /32 (IPv6) in all, however it is split into parts
 * (0.0.0.0/1 + 128.0.0.0/1) or written (::ffff:0.0.0.0/96 is every IPv4 address). Private, loopback and
 * link-local networks may be as large as they are.
 */
export function trustsTooMuch(entries: { address: string; bits: number }[]) {
  let v4 = 0;
  let v6 = 0n;
  for (const { address, bits } of entries) {
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    const isPrivate = PRIVATE.some(
      ([network, size, kind]) => kind === type && bits >= size && within(address, network, size, type),
    );
    if (isPrivate) continue;
    if (type === "ipv4") {
      v4 += 2 ** (32 - bits);
      continue;
    }
    const embedded = EMBEDDED_V4.find(([network, size]) => bits >= size && within(address, network, size, "ipv6"));
    if (embedded) {
      v4 += 2 ** (128 - bits);
      continue;
    }
    // A wider network holding a whole embedded range trusts every IPv4 address.
    if (EMBEDDED_V4.some(([network]) => within(network, address, bits, "ipv6"))) v4 += 2 ** 32;
    v6 += 2n ** BigInt(128 - bits);
  }
  return v4 > MAX_PUBLIC_V4 || v6 > MAX_PUBLIC_V6;
}

import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Where no webhook may go: loopback, private, link-local, carrier-grade NAT, multicast and unspecified. */
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, bits, "ipv6");
}

/** Whether an address is one no webhook may reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, "ipv4");
  return blocked.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

export type Resolved = { address: string; family: 4 | 6 } | { refused: string };

/**
 * The address a delivery connects to, checked now (a name can point elsewhere tomorrow): `https://`, and
 * every address the name resolves to public, unless private addresses are allowed (development and
 * tests, which may then use `http://`). The request then connects to exactly this address, so a second
 * lookup cannot swap in another.
 */
export async function resolveEndpoint(url: URL, allowPrivate: boolean): Promise<Resolved> {
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return { refused: "the endpoint must use https://" };
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { refused: `${host} could not be resolved` };
  }
  const first = addresses[0];
  if (!first) return { refused: `${host} could not be resolved` };
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    return { refused: `${host} resolves to a loopback, private or link-local address` };
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

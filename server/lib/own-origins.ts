import { isIP } from "node:net";
import os from "node:os";

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const LOOPBACK = ["localhost", "127.0.0.1", "::1"];

/** Link-local IPv6 needs a zone (`%eth0`) that browsers do not put in an origin: nobody can browse to it. */
const browsable = (address: string) => !/^fe80:/i.test(address);

/** The host part of an origin: IPv6 addresses in brackets. */
const inOrigin = (host: string) => (isIP(host) === 6 ? `[${host}]` : host);

/**
 * The hosts a browser on this machine or its networks can reach a server at, for the address it listens on:
 * every interface for 0.0.0.0 (IPv4) or :: (both), else that address; localhost names the loopback.
 */
export function listeningHosts(host: string, interfaces: Interfaces = os.networkInterfaces()): string[] {
  const family = host === "0.0.0.0" ? "IPv4" : host === "::" ? "any" : undefined;
  if (host === "localhost") return LOOPBACK;
  if (family === undefined) return LOOPBACK.includes(host) || host.startsWith("127.") ? ["localhost", host] : [host];
  const addresses = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((entry) => family === "any" || entry.family === "IPv4")
    .map((entry) => entry.address)
    .filter(browsable);
  return [...new Set(["localhost", ...addresses])];
}

/** `http://host:port` for each of them: the origins of pages this server itself served, PUBLIC_URL unset. */
export function listeningOrigins(host: string, port: number, interfaces?: Interfaces): string[] {
  return listeningHosts(host, interfaces).map((name) => `http://${inOrigin(name)}:${port}`);
}

/** The addresses other machines can use (no loopback): what the start-up line offers besides localhost. */
export function networkOrigins(host: string, port: number, interfaces?: Interfaces): string[] {
  return listeningHosts(host, interfaces)
    .filter((name) => !LOOPBACK.includes(name) && !name.startsWith("127."))
    .map((name) => `http://${inOrigin(name)}:${port}`);
}

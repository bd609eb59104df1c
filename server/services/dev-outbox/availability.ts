import type { AppConfig } from "../../config.js";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const onThisMachine = (url: string) => {
  try {
    const host = new URL(url).hostname;
    return LOOPBACK.has(host) || host.startsWith("127.");
  } catch {
    return false;
  }
};

/**
 * The dev outbox exists only where nothing real is sent: not in production, no SMTP relay off this machine
 * (a local sink is fine), WhatsApp either off or pointed at the local fake, and no TRUST_PROXY. Anywhere else it would show
 * strangers' personal links, so it is not there at all (404).
 */
export function devOutboxAvailable(
  config: Pick<AppConfig, "production" | "smtpUrl" | "whatsapp" | "trustProxy">,
): boolean {
  // Behind a proxy every request reaches the socket from the proxy, often on this very machine.
  if (config.production || config.trustProxy !== false) return false;
  if (config.smtpUrl && !onThisMachine(config.smtpUrl.replace(/^smtps?:/, "http:"))) return false;
  if (config.whatsapp && !onThisMachine(config.whatsapp.apiUrl)) return false;
  return true;
}

/**
 * Only a browser on this machine may read it: a dev server reachable from a network shows it to nobody else.
 * The socket's own address decides, never one a header names.
 */
export function fromThisMachine(socketAddress: string | undefined) {
  return socketAddress === "127.0.0.1" || socketAddress === "::1" || socketAddress === "::ffff:127.0.0.1";
}

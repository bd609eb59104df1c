import type { AppConfig } from "../config.js";

/**
 * Whether browsers reach the site over https, read from PUBLIC_URL and never from the request: behind a
 * proxy that ends TLS every request arrives as plain http. It sets the `Secure` flag of every cookie the
 * server writes and decides whether HSTS is sent; without PUBLIC_URL (a laptop at http://localhost) it is
 * false, or the browser would drop the cookies.
 */
export function servedOverHttps(config: Pick<AppConfig, "publicUrl">) {
  return new URL(config.publicUrl).protocol === "https:";
}

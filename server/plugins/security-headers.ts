import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.js";
import { servedOverHttps } from "../lib/served-over-https.js";

/** Browser features the site never uses, switched off for it and for anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The Content-Security-Policy: scripts only from our origin plus, for a pre-rendered page, the hashes of
 * its own inline scripts (computed at build time, server/lib/csp-hashes.mjs); no plugins, no <base>, no
 * framing of us, frames only from the promotional video's host. Inline styles stay allowed (components
 * set style attributes; pre-rendered pages inline their stylesheet, docs/history.md, 091); inline script never is.
 * See docs/decisions/072-content-security-policy.md.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, "promoVideoUrl">, scriptHashes: string[] = []) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${new URL(config.promoVideoUrl).origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Conservative headers for every response, pages and API alike. A route that sends its own policy (a
 * pre-rendered page with its script hashes) keeps it. HSTS only when the public origin is https.
 */
export function securityHeaders(app: FastifyInstance) {
  const defaultPolicy = contentSecurityPolicy(app.config);
  const https = servedOverHttps(app.config);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", defaultPolicy);
    if (https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}

import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config.js";

/** Path segments that follow these are credentials (an onboarding link's code is the key to its sign-up). */
const CREDENTIAL_SEGMENT = /(\/onboarding\/)[^/]+/g;
/** Any segment shaped like one of our random ids (22+ URL-safe characters): a token in a path we missed. */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{22,}(?=\/|$)/g;

/** The request path as logged: no query string, no invite id or other token. */
export function loggablePath(url: string) {
  return (url.split("?")[0] ?? "").replace(CREDENTIAL_SEGMENT, "$1[redacted]").replace(TOKEN_SEGMENT, "/[redacted]");
}

/**
 * Fastify's structured request log, minus personal data: query strings are dropped (they can carry
 * invite tokens or addresses), so are invite ids in paths, and any logged e-mail or phone field is censored.
 */
export function loggerOptions(level: AppConfig["logLevel"]) {
  return {
    level,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.password", "email", "phone"],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: loggablePath(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

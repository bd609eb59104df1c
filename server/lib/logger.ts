import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config.js";

/**
 * Fastify's structured request log, minus personal data: query strings are dropped (they can carry
 * invite tokens or addresses) and any logged e-mail or phone field is censored.
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
        path: request.url.split("?")[0],
        remoteAddress: request.ip,
      }),
    },
  };
}

import type { FastifyInstance } from "fastify";
import { BUILD_TIME_DEFAULTS, placeholderSettings } from "../contract/build-settings.mjs";
import { type AppConfig, isProduction } from "./config.js";
import { networkOrigins } from "./lib/own-origins.js";
import { devOutboxAvailable } from "./services/dev-outbox/availability.js";

/**
 * The plain-text lines a person reads when the server starts, whatever the log format: where it is ready
 * (with PUBLIC_URL unset, this machine's other addresses too, where staff can now sign in), the dev outbox's
 * address where there is one, and a note outside production when the site would show the placeholder
 * contact address.
 */
export function readyLine(config: AppConfig, port: number) {
  if (config.publicUrlConfigured) return `Stashd is ready at ${config.publicUrl}`;
  const others = networkOrigins(config.host, port);
  const also = others.length ? ` (on this network: ${others.join(", ")})` : "";
  return `Stashd is ready at ${localOrigin(port)}${also}`;
}

const localOrigin = (port: number) => `http://localhost:${port}`;

/** Where the e-mails and WhatsApp messages a development server keeps can be read, when it has the outbox. */
export function outboxLine(config: AppConfig, port: number) {
  if (!devOutboxAvailable(config)) return undefined;
  return `Outbox: ${config.publicUrlConfigured ? config.publicUrl : localOrigin(port)}/dev/outbox`;
}

export function contactPlaceholderNote(env: Record<string, string | undefined>) {
  if (isProduction(env) || !placeholderSettings(env).includes("CONTACT_EMAIL")) return undefined;
  return (
    `Note: CONTACT_EMAIL is not set, so the site and its e-mails show the placeholder address ` +
    `${BUILD_TIME_DEFAULTS.CONTACT_EMAIL}. Set it before going live (README, "Configuration").`
  );
}

/**
 * Through a transaction-mode pooler the migrations' lock does not hold (db/migrate.ts): without
 * DATABASE_DIRECT_URL they take it through DATABASE_URL, which is right only when that is the database itself.
 */
export function directUrlNote(config: Pick<AppConfig, "databaseUrl" | "databaseDirectUrl">) {
  if (!config.databaseUrl || config.databaseDirectUrl) return undefined;
  return (
    "Note: DATABASE_DIRECT_URL is not set, so the migrations took their session lock through DATABASE_URL. " +
    "If DATABASE_URL is a pooler (PgBouncer, Supabase, Neon), set DATABASE_DIRECT_URL to the database's own " +
    'address (README, "Running on PostgreSQL").'
  );
}

/** Listens without Fastify's "Server listening at" line per interface: the ready line says where, once. */
export async function listenQuietly(app: FastifyInstance, config: AppConfig) {
  const level = app.log.level;
  if (["info", "debug", "trace"].includes(level)) app.log.level = "warn";
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
}

/**
 * The first line after the start, in plain text: where the server is ready; then the placeholder note (not
 * in production, where each placeholder setting is a warning in the log instead).
 */
export function announceReady(app: FastifyInstance, config: AppConfig, env: Record<string, string | undefined>) {
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  if (config.logLevel !== "silent") {
    const notes = [outboxLine(config, port), contactPlaceholderNote(env), directUrlNote(config)].filter(Boolean);
    process.stdout.write(`${[readyLine(config, port), ...notes].join("\n")}\n`);
  }
  app.log.info({ database: app.dialect, publicUrl: config.publicUrl, port }, "Stashd is ready");
  if (!config.production) return;
  for (const name of placeholderSettings(env)) {
    app.log.warn({ setting: name }, `${name} is not set (or still the placeholder): set it for a public site`);
  }
}

import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config.js";
import { createDatabase, type Db } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import type { Dialect } from "./db/schema.js";
import { loggerOptions } from "./lib/logger.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { webPlugin } from "./plugins/web.js";
import { apiRoutes } from "./routes/index.js";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dialect: Dialect;
  }
}

export interface BuildOptions {
  /** Overrides the logger (tests pass false, or a stream to read the log). */
  logger?: FastifyServerOptions["logger"];
}

/** Request bodies above this are refused with 413; no payload of this API comes near it. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: "idle",
  });

  const { db, dialect } = createDatabase(config);
  app.addHook("onClose", async () => db.destroy());
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("dialect", dialect);

  registerErrorHandler(app);
  securityHeaders(app);
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { 1: 4 } } });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(apiRoutes, { prefix: "/api/v1" });
  await app.register(webPlugin, { clientDir: config.clientDir });
  return app;
}

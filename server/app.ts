import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import type { AppConfig } from "./config.js";
import { createDatabase, type Db } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import type { Dialect } from "./db/schema.js";
import { loggerOptions } from "./lib/logger.js";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { webPlugin } from "./plugins/web.js";
import { zodSchemas } from "./plugins/zod-schemas.js";
import { apiDocsRoutes } from "./routes/api-docs.js";
import { apiRoutes } from "./routes/index.js";
import { ensureInitialAdmin } from "./services/staff.js";

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
  /** Sees every route as it is registered (the route-walk test uses it to find unguarded routes). */
  onRoute?: (route: RouteOptions) => void;
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
    frameworkErrors: frameworkErrorHandler,
  });

  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  const { db, dialect } = createDatabase(config);
  app.addHook("onClose", async () => db.destroy());
  try {
    await migrateToLatest(db);
    if (await ensureInitialAdmin(db, config.adminEmail, config.adminPassword)) {
      app.log.info("created the first staff account from ADMIN_EMAIL");
    }
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
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await zodSchemas(app);
  await app.register(apiRoutes, { prefix: "/api/v1" });
  await app.register(apiDocsRoutes, { prefix: "/api" });
  await app.register(webPlugin, { clientDir: config.clientDir });
  return app;
}

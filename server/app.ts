import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import type { AppConfig } from "./config.js";
import { createDatabase, createReader, type Db } from "./db/database.js";
import { migrateOn } from "./db/migrate.js";
import type { Dialect } from "./db/schema.js";
import { loggerOptions } from "./lib/logger.js";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler.js";
import { registerMetrics } from "./plugins/metrics.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { sessionPolicy } from "./plugins/staff-guard.js";
import { webPlugin } from "./plugins/web.js";
import { zodSchemas } from "./plugins/zod-schemas.js";
import { apiDocsRoutes } from "./routes/api-docs.js";
import { devOutboxRoutes } from "./routes/dev-outbox.js";
import { apiNotFound, apiRoutes } from "./routes/index.js";
import { handBackClaims } from "./services/claims/instance-claims.js";
import { createFunnelReadModel, type FunnelReadModel } from "./services/funnel/read-model.js";
import { warmHubs } from "./services/hubs/warm-hubs.js";
import { createInviteMail, type InviteMail } from "./services/invites/invite-mail.js";
import { onboardingSecret } from "./services/invites/onboarding-code.js";
import { createJobs, type Jobs, type JobsOptions } from "./services/jobs/jobs.js";
import { warmSearch } from "./services/lists/warm-search.js";
import { createMailer, type Mailer } from "./services/mail/mailer.js";
import type { PersonalMail } from "./services/me/personal-mail.js";
import { rememberReferral } from "./services/me/referral-cookie.js";
import { createMetrics, type Metrics } from "./services/metrics/metrics.js";
import { schedulePurge } from "./services/purge.js";
import { createHitWindows, type HitWindows } from "./services/rate-limit/hit-windows.js";
import { createRightsDesk, type RightsDesk } from "./services/rights/rights-desk.js";
import { ensureInitialAdmin } from "./services/staff.js";
import type { PageViewCounter } from "./services/traffic/page-views.js";
import { type CityCatalogue, createCityCatalogue } from "./services/waitlist/cities.js";
import { createSignUpWriter, type SignUpWriter } from "./services/waitlist/sign-up-writer.js";
import { createWebhookDelivery, type WebhookDelivery } from "./services/webhooks/delivery.js";
import type { WhatsappDelivery } from "./services/whatsapp/delivery.js";
import { createWhatsappThread } from "./services/whatsapp/delivery-thread.js";
import { numberSecret } from "./services/whatsapp/number-stops.js";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** Staff's long reads: off the event loop on SQLite (db/database.ts, createReader). */
    reader: Db;
    dialect: Dialect;
    hitWindows: HitWindows;
    /** Page views counted in memory and written in batches (services/traffic/page-views.ts; on SQLite in the sign-up thread). */
    traffic: PageViewCounter;
    /** The funnel's counters, caught up every minute and before a staff report reads (services/funnel/read-model.ts). */
    funnel: FunnelReadModel;
    /** The one mailer (SMTP, or the mail_outbox table without SMTP_URL) every e-mail goes out through. */
    mailer: Mailer;
    /** The waitlist's one writer: sign-ups, group-committed (on SQLite in its own thread). */
    signUps: SignUpWriter;
    /** The personal-link e-mail sender (the writer's); tests await its drain() instead of waiting for the outbox. */
    personalMail: PersonalMail;
    /** The invite e-mail pipeline: sends what an invite was written with, retries, and catches up after a stop. */
    inviteMail: InviteMail;
    /** Background work: the stored jobs' runner (bulk invites, waves) and the hubs' backfill (services/jobs/jobs.ts). */
    jobs: Jobs;
    /** Prometheus metrics (services/metrics): e.g. `app.metrics.signUpBatch(n)` from the waitlist writer. */
    metrics: Metrics;
    /** The cities and their status: the forms, the hubs and the pages' city names read it (services/waitlist/cities.ts). */
    cities: CityCatalogue;
    /** WhatsApp's side of the delivery loop (services/whatsapp/delivery.ts); undefined without WHATSAPP_TOKEN. */
    whatsapp: WhatsappDelivery | undefined;
    /** Webhook deliveries: the events written with their causes, signed and sent (services/webhooks/delivery.ts). */
    webhooks: WebhookDelivery;
    /** The rights desk's notices (grievance answers, retention warnings, breach notices): services/rights/. */
    noticeMail: RightsDesk["noticeMail"];
  }
}

export interface BuildOptions {
  /** Overrides the logger (tests pass false, or a stream to read the log). */
  logger?: FastifyServerOptions["logger"];
  /** Sees every route as it is registered (the route-walk test uses it to find unguarded routes). */
  onRoute?: (route: RouteOptions) => void;
  /** Overrides the transport timeouts (the slow-client test shortens them). */
  timeouts?: Partial<typeof TIMEOUTS>;
  /** Overrides the job service's poll and backfill intervals, or its handlers (tests). */
  jobs?: JobsOptions;
}

/**
 * Transport timeouts, so that a slow or stalled client cannot hold a socket for ever: the headers must
 * arrive within 10 s and the whole request (body included) within 30 s, or the socket is closed; an idle
 * keep-alive socket lives 65 s (longer than a load balancer's usual 60 s, so the balancer closes first).
 */
export const TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 65_000,
  /** A socket silent this long, in any state, is destroyed. */
  idleMs: 70_000,
  /** How often Node checks the header and request deadlines. */
  checkEveryMs: 1_000,
};

/** Request bodies above this are refused with 413; no payload of this API comes near it. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const { trustProxy } = config;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    // A hop count becomes "trust the nearest N hops" (what Fastify does with a number; its types omit it).
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: "idle",
    frameworkErrors: frameworkErrorHandler,
  });

  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  const handle = createDatabase(config);
  const { db, dialect } = handle;
  const reader = createReader(handle, config);
  const funnel = createFunnelReadModel(db, dialect, app.log);
  app.addHook("onClose", async () => {
    await funnel.close();
    if (reader !== db) await reader.destroy();
    await db.destroy();
  });
  try {
    await migrateOn(config, db);
    // Whatever a crashed run of this instance held goes out now, not when its lease runs out.
    const handed = await handBackClaims(db, config.instanceId);
    if (handed > 0) app.log.info({ handed }, "took back the claims this instance held when it stopped");
    if (await ensureInitialAdmin(db, config.adminEmail, config.adminPassword, config.passwordCost)) {
      app.log.info("created the first staff account from ADMIN_EMAIL");
    }
  } catch (error) {
    await funnel.close();
    if (reader !== db) await reader.destroy();
    await db.destroy();
    throw error;
  }
  // Registered second, so it runs second to last: after every loop and the jobs have stopped, before the
  // database closes. What this instance still held is due at once for the other instances.
  app.addHook("onClose", async () => {
    await handBackClaims(db, config.instanceId).catch((error) => app.log.warn({ err: error }, "handing back claims"));
  });
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("reader", reader);
  app.decorate("dialect", dialect);
  app.decorate("hitWindows", createHitWindows(db, dialect));
  app.decorate("funnel", funnel);
  app.decorate("metrics", createMetrics());
  app.decorate("cities", createCityCatalogue(db));
  // Its outbox rows (without SMTP_URL) are written one statement at a time on the main connection.
  const mailer = createMailer(config, (work) => work(db), app.log, app.metrics);
  app.decorate("mailer", mailer);
  // Off the event loop: its Cloud API calls and its commits run in a thread of their own (delivery-thread.ts).
  const whatsapp =
    config.whatsapp &&
    createWhatsappThread(
      {
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        instanceId: config.instanceId,
        config: config.whatsapp,
        publicUrl: config.publicUrl,
        numberSecret: numberSecret(config).toString("base64"),
        onboardingSecret: onboardingSecret(config).toString("base64"),
        retryDelaysMs: config.mailRetryDelaysMs,
        logLevel: app.log.level,
      },
      {
        log: app.log,
        // A confirmation falls back to the personal-link e-mail, a rights-desk notice to the notice mail.
        fellBack: () => {
          void app.personalMail.drain().catch((error) => app.log.error({ err: error }, "e-mail fallback"));
          app.noticeMail.wake();
        },
      },
    );
  app.decorate("whatsapp", whatsapp);
  const signUps = createSignUpWriter({
    db,
    dialect,
    config,
    log: app.log,
    metrics: app.metrics,
    mailer,
    onWhatsapp: () => whatsapp?.wake(),
  });
  app.decorate("signUps", signUps);
  app.decorate("traffic", signUps.traffic);
  app.decorate("personalMail", signUps.personalMail);
  app.addHook("onClose", async () => {
    await whatsapp?.close();
    await signUps.close();
    mailer.close();
  });
  const webhooks = createWebhookDelivery({ db, dialect, config, mailer, log: app.log });
  app.decorate("webhooks", webhooks);
  app.addHook("onClose", async () => webhooks.close());
  const inviteMail = createInviteMail({ db, mailer, config, log: app.log });
  app.decorate("inviteMail", inviteMail);
  app.addHook("onClose", async () => inviteMail.close());
  const rights = createRightsDesk(app, { db, dialect, mailer, config });
  app.decorate("noticeMail", rights.noticeMail);
  app.addHook("onClose", async () => rights.noticeMail.close());
  const jobs = createJobs(
    { db, reader, dialect, log: app.log, config, inviteMail, metrics: app.metrics },
    options.jobs,
    rights.handlers,
  );
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => rights.start(jobs));
  app.addHook("onReady", async () => jobs.start());
  // Before the first request, so that the first search and hubs call after a start are as fast as the next;
  // side by side, so that the warm-ups' time limits overlap.
  app.addHook("onReady", async () => {
    await Promise.all([warmSearch(reader, dialect, app.log, () => signUps.indexed()), warmHubs(reader, app.log)]);
  });
  // onClose hooks run last registered first: the jobs stop before the invite mail, the mailer and the database.
  app.addHook("onClose", async () => jobs.close());
  schedulePurge(app, sessionPolicy(config));

  registerErrorHandler(app);
  registerMetrics(app, app.metrics);
  securityHeaders(app);
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { 1: 4 } } });
  await app.register(cookie);
  rememberReferral(app);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await zodSchemas(app);
  await app.register(apiRoutes, { prefix: "/api/v1" });
  await app.register(apiDocsRoutes, { prefix: "/api" });
  await app.register(devOutboxRoutes);
  await app.register(webPlugin, { clientDir: config.clientDir, apiNotFound });
  return app;
}

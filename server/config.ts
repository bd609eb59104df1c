import { isIP } from "node:net";
import { hostname } from "node:os";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { BRAND_NAME } from "../contract/brand.js";
import { BUILD_TIME_DEFAULTS } from "../contract/build-settings.mjs";
import { WEBHOOK_RETRY_DELAYS_MS } from "../contract/integrations.js";
import { PASSWORD_COST, type PasswordCost } from "./lib/password.js";
import { trustsTooMuch } from "./lib/trusted-proxies.js";
import { type WhatsappConfig, whatsappConfig, whatsappEnvSchema } from "./whatsapp-config.js";

/**
 * The one place that reads the environment. Every value is validated at start-up so that a typo in a
 * deployment fails loudly with the variable's name instead of misbehaving later.
 */
const positiveInt = z.coerce.number().int().positive();

const TRUST_PROXY_HELP =
  "write how many proxies stand in front of the server (TRUST_PROXY=1 behind one load balancer) or their " +
  "addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16); `true` (or 0.0.0.0/0, ::/0, a large count) would trust every hop, so a client could write its own " +
  "address into X-Forwarded-For; private, loopback and link-local networks may be any size, public ones at most a /8 " +
  "(IPv4) or a /32 (IPv6) in all";

/** More proxies than any deployment chains (a CDN, a load balancer, an ingress). */
const MAX_PROXY_HOPS = 5;

/**
 * Which proxies' X-Forwarded-For to believe: none (false), the nearest N hops, or proxies at these addresses
 * or networks. A client's own X-Forwarded-For entries stay on the far side of them, so they are ignored.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) {
      // Fastify trusts that many hops from the right of X-Forwarded-For: a count above any real chain of
      // proxies reaches the entries the client wrote itself, exactly as `true` does.
      if (Number(value) <= MAX_PROXY_HOPS) return Number(value);
      ctx.addIssue({ code: "custom", message: `at most ${MAX_PROXY_HOPS} proxies; ${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const valid = entries.every((entry) => {
      const [address = "", bits, extra] = entry.split("/");
      if (extra !== undefined || isIP(address) === 0) return false;
      const max = isIP(address) === 4 ? 32 : 128;
      // A /0 network (0.0.0.0/0, ::/0) is every address: `true` by another name.
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) > 0 && Number(bits) <= max);
    });
    const networks = entries.map((entry) => {
      const [address = "", bits] = entry.split("/");
      return { address, bits: bits === undefined ? (isIP(address) === 4 ? 32 : 128) : Number(bits) };
    });
    if (valid && !trustsTooMuch(networks)) return entries;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

/** WHATSAPP_NUMBER: a number that exists, written with its country code, so that wa.me can open it. */
const whatsappNumber = z
  .string()
  .trim()
  .refine(
    (value) => value.startsWith("+") && parsePhoneNumberFromString(value)?.isValid() === true,
    "must be a WhatsApp number with its country code, like +91 98450 12345",
  );

/**
 * NODE_ENV in any case ("Production" is production); anything but the three names is refused, since a
 * typo ("prod") would otherwise leave every development aid open on a live server.
 */
const nodeEnv = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["production", "development", "test"], "must be production, development or test"));

/** Whether the environment names production, as loadConfig reads NODE_ENV. */
export const isProduction = (env: Record<string, string | undefined>) =>
  env.NODE_ENV?.trim().toLowerCase() === "production";

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** A direct address of the same database, for what needs a session (the migrations' lock); see README. */
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** This instance's name on its claims; unset, the host's name and PORT (stable across restarts). */
    INSTANCE_ID: z.string().min(1).max(200).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    CONTACT_EMAIL: z.email().default(BUILD_TIME_DEFAULTS.CONTACT_EMAIL),
    TRUST_PROXY: trustProxy.default(false),
    WAITLIST_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    SESSION_IDLE_HOURS: positiveInt.default(8),
    SESSION_MAX_DAYS: positiveInt.default(7),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    INVITE_TTL_DAYS: positiveInt.default(14),
    UNCONFIRMED_TTL_DAYS: positiveInt.default(14),
    /** An entry whose purpose ended (invite accepted, invite expired, city closed) is erased this long after. */
    RETENTION_DAYS: positiveInt.max(3650, "must be at most 3650 (ten years)").default(365),
    /** The grievance officer's address, shown on the notice; unset, CONTACT_EMAIL. */
    GRIEVANCE_EMAIL: z.email().optional(),
    PERSONAL_LINK_TTL_DAYS: positiveInt.default(60),
    REFERRAL_DAILY_CAP_PER_IP: positiveInt.default(5),
    /** Traffic's daily aggregates are kept this long: bounded even when spam fills each day (a year and a month). */
    TRAFFIC_RETENTION_DAYS: positiveInt.max(3650, "must be at most 3650 (ten years)").default(400),
    /** Page views one network counts a minute (a visitor a quarter of it); the excess is counted as dropped. */
    TRAFFIC_VIEWS_PER_MINUTE: positiveInt.default(120),
    /** Built into the pages (vite.config.ts); read here too for the Content-Security-Policy's frame-src. */
    PROMO_VIDEO_URL: z.url().default(BUILD_TIME_DEFAULTS.PROMO_VIDEO_URL),
    /** Built into the pages (vite.config.ts): "Chat on WhatsApp" links; unset, none are shown. */
    WHATSAPP_NUMBER: whatsappNumber.optional(),
    /** Unset, GET /metrics does not exist; set, Prometheus sends it as a bearer token (docs/history.md, 122). */
    METRICS_TOKEN: z.string().min(24, "must be at least 24 characters (e.g. `openssl rand -hex 16`)").optional(),
    /** Staff need a second factor after the password (docs/decisions/302); `optional` is for a laptop only. */
    STAFF_SECOND_FACTOR: z.enum(["required", "optional"]).default("required"),
    /** Seals TOTP secrets in the database; unset, a key file in DATA_DIR (one instance only; decision 302). */
    SECOND_FACTOR_KEY: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -hex 32`)").optional(),
    /** "production" closes every development aid (the dev outbox page) and refuses STAFF_SECOND_FACTOR=optional. */
    NODE_ENV: nodeEnv.optional(),
    /** Waits before each new webhook attempt, in ms, comma-separated (tests shorten them); unset, about three days' worth. */
    WEBHOOK_RETRY_DELAYS_MS: z
      .string()
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*$/, "must be whole milliseconds separated by commas, like 5000,300000")
      .transform((value) => value.split(",").map((part) => Number(part.trim())))
      .optional(),
    /** "true" lets webhooks reach loopback and private addresses, and plain http:// (development and tests only). */
    WEBHOOKS_ALLOW_PRIVATE: z.enum(["true", "false"], "must be true or false").default("false"),
    ...whatsappEnvSchema,
  })
  .refine((env) => !(env.NODE_ENV === "production" && env.STAFF_SECOND_FACTOR === "optional"), {
    path: ["STAFF_SECOND_FACTOR"],
    message: "must be `required` when NODE_ENV=production: a stolen password alone would open the admin",
  })
  // Without a relay every e-mail, its personal and invite links included, is kept in mail_outbox: a
  // development aid, and credentials in the clear anywhere else.
  .refine((env) => !(env.NODE_ENV === "production" && env.SMTP_URL === undefined), {
    path: ["SMTP_URL"],
    message: "must be set when NODE_ENV=production: without it every e-mail, links included, is kept in the database",
  });

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** DATABASE_DIRECT_URL: where the migrations run when DATABASE_URL is a pooler. */
  databaseDirectUrl: string | undefined;
  /** Names this instance's claims, so that it takes them back at once after a restart (services/claims). */
  instanceId: string;
  dataDir: string;
  publicUrl: string;
  /** PUBLIC_URL was set: staff pages must then come from it alone (plugins/staff-guard.ts). */
  publicUrlConfigured: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  contactEmail: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR networks. */
  trustProxy: false | number | string[];
  waitlistRateLimitPerMinute: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionIdleHours: number;
  sessionMaxDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  inviteTtlDays: number;
  /** Days a waitlist entry may stay unconfirmed before it is erased (docs/product.md, Erasure). */
  unconfirmedTtlDays: number;
  /** Days an entry is kept after its purpose ended (docs/product.md, Rights desk). */
  retentionDays: number;
  /** The grievance officer's address (GRIEVANCE_EMAIL, else CONTACT_EMAIL). */
  grievanceEmail: string;
  /** Days an e-mailed personal link opens the page; an older one offers a fresh link. */
  personalLinkTtlDays: number;
  /** Referral credits one network address can earn others per day (docs/decisions/062). */
  referralDailyCapPerIp: number;
  /** Days the traffic report's daily aggregates are kept (docs/product.md, Traffic). */
  trafficRetentionDays: number;
  trafficViewsPerMinute: number;
  /** scrypt's cost for new staff passwords: always OWASP's in a deployment; tests lower it (test-app.ts). */
  passwordCost: PasswordCost;
  /** Waits before each new attempt at a personal-link e-mail that failed; tests shorten them. */
  mailRetryDelaysMs: number[];
  /** The promotional video's player: its origin is the one frame-src the pages allow. */
  promoVideoUrl: string;
  /** WhatsApp number of the "Chat on WhatsApp" links (built into the pages); unset, none are shown. */
  whatsappNumber: string | undefined;
  /** The bearer token GET /metrics asks for; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** "required": a password-only session reaches no staff API (plugins/staff-guard.ts). */
  staffSecondFactor: "required" | "optional";
  /** Key material that seals TOTP secrets; undefined: a key file in dataDir. */
  secondFactorKey: string | undefined;
  /** NODE_ENV is "production": no development aid answers. */
  production: boolean;
  /** Waits before each new webhook attempt; past the last, the endpoint is disabled (contract/integrations.ts). */
  webhookRetryDelaysMs: number[];
  /** Webhooks may reach loopback and private addresses over http:// (development and tests). */
  webhooksAllowPrivate: boolean;
  /** The WhatsApp Cloud API's settings (whatsapp-config.ts); undefined: WhatsApp is off, all is e-mail. */
  whatsapp: WhatsappConfig | undefined;
  /** Where the built front end lives; tests that need no front end may point it anywhere. */
  clientDir: string;
  /**
   * A folder of built worker threads (`npm run build`'s build/server) to start when the server runs from
   * source; unset, each starts beside its caller. The unit tests name the bundle they build once a run.
   */
  workerDir?: string | undefined;
}

export class ConfigError extends Error {}

/** Treats empty strings as unset, as shells and .env files commonly produce them. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  clientDir = "build/client",
): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const value = env[name];
      return `  ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const whatsapp = whatsappConfig(e);
  if (whatsapp.missing.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${whatsapp.missing.join("\n")}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    instanceId: e.INSTANCE_ID ?? `${hostname()}:${e.PORT}`,
    dataDir: e.DATA_DIR,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    contactEmail: e.CONTACT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    waitlistRateLimitPerMinute: e.WAITLIST_RATE_LIMIT_PER_MINUTE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${BRAND_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    inviteTtlDays: e.INVITE_TTL_DAYS,
    unconfirmedTtlDays: e.UNCONFIRMED_TTL_DAYS,
    retentionDays: e.RETENTION_DAYS,
    grievanceEmail: e.GRIEVANCE_EMAIL ?? e.CONTACT_EMAIL,
    personalLinkTtlDays: e.PERSONAL_LINK_TTL_DAYS,
    referralDailyCapPerIp: e.REFERRAL_DAILY_CAP_PER_IP,
    trafficRetentionDays: e.TRAFFIC_RETENTION_DAYS,
    trafficViewsPerMinute: e.TRAFFIC_VIEWS_PER_MINUTE,
    passwordCost: PASSWORD_COST,
    mailRetryDelaysMs: [5_000, 60_000, 600_000],
    promoVideoUrl: e.PROMO_VIDEO_URL,
    whatsappNumber: e.WHATSAPP_NUMBER,
    metricsToken: e.METRICS_TOKEN,
    staffSecondFactor: e.STAFF_SECOND_FACTOR,
    secondFactorKey: e.SECOND_FACTOR_KEY,
    production: e.NODE_ENV === "production",
    whatsapp: whatsapp.config,
    webhookRetryDelaysMs: e.WEBHOOK_RETRY_DELAYS_MS ?? WEBHOOK_RETRY_DELAYS_MS,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === "true",
    clientDir,
  };
}

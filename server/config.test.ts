import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("applies defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      dataDir: "./data",
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      waitlistRateLimitPerMinute: 10,
      inviteTtlDays: 14,
      referralDailyCapPerIp: 5,
      // OWASP's scrypt cost: only tests lower it (server/test-support/test-app.ts).
      passwordCost: { N: 2 ** 17, r: 8, p: 1 },
    });
  });

  it("treats empty strings as unset and trims a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({ PORT: "", PUBLIC_URL: "https://stashd.in/" });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("https://stashd.in");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["ADMIN_PASSWORD", "short"],
    ["TRUST_PROXY", "maybe"],
    ["TRUST_PROXY", "10.0.0.0/40"],
    ["WHATSAPP_NUMBER", "98450 12345"],
    ["WHATSAPP_NUMBER", "919845012345"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value}"`));
  });

  it("takes WHATSAPP_NUMBER with its country code, and leaves it unset by default", () => {
    expect(loadConfig({}).whatsappNumber).toBeUndefined();
    expect(loadConfig({ WHATSAPP_NUMBER: "+91 98450 12345" }).whatsappNumber).toBe("+91 98450 12345");
  });

  it("leaves WhatsApp off without WHATSAPP_TOKEN, and reads its settings with their defaults when set", () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    const env = {
      WHATSAPP_TOKEN: "EAAG-token-from-meta",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "app-secret-from-meta",
      WHATSAPP_VERIFY_TOKEN: "a-verify-token",
    };
    expect(loadConfig(env).whatsapp).toEqual({
      token: "EAAG-token-from-meta",
      phoneNumberId: "106540352242922",
      appSecret: "app-secret-from-meta",
      verifyToken: "a-verify-token",
      apiUrl: "https://graph.facebook.com/v23.0",
      templateConfirm: "stashd_confirm",
      templateInvite: "stashd_invite",
      templateNotice: "stashd_notice",
      templateLanguage: "en",
      templateLanguages: [],
    });
    expect(loadConfig({ ...env, WHATSAPP_TEMPLATE_LANGUAGES: "hi,ta" }).whatsapp?.templateLanguages).toEqual([
      "hi",
      "ta",
    ]);
    expect(loadConfig({ ...env, WHATSAPP_API_URL: "http://127.0.0.1:3002/v23.0/" }).whatsapp?.apiUrl).toBe(
      "http://127.0.0.1:3002/v23.0",
    );
  });

  it("stops a start with WHATSAPP_TOKEN but without what sending and webhooks need, naming each", () => {
    const start = () =>
      loadConfig({ WHATSAPP_TOKEN: "EAAG-token-from-meta", WHATSAPP_APP_SECRET: "app-secret-from-meta" });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/WHATSAPP_PHONE_NUMBER_ID: required when WHATSAPP_TOKEN is set/);
    expect(start).toThrow(/WHATSAPP_VERIFY_TOKEN: required when WHATSAPP_TOKEN is set/);
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_LANGUAGE: "English" })).toThrow(/WHATSAPP_TEMPLATE_LANGUAGE/);
  });

  it("reads TRUST_PROXY as off, a hop count, or the proxies' addresses and networks", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
    ]);
  });

  it("stops a start with TRUST_PROXY=true and says what to write instead", () => {
    // `true` made Fastify trust every hop: a client's own X-Forwarded-For became its address.
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY="true": write how many proxies/);
  });

  it.each(["0.0.0.0/0", "::/0", "10.0.0.5,0.0.0.0/0"])("refuses TRUST_PROXY=%s as it refuses true", (value) => {
    // Every address is a trusted proxy: a client's own X-Forwarded-For would become its address.
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/write how many proxies/);
  });

  it.each([
    "0.0.0.0/1,128.0.0.0/1",
    "::ffff:0.0.0.0/96",
    "::ffff:0:0/100",
    "::/64",
    "64:ff9b::/96",
    "1.0.0.0/7",
    "2001:db8::/31",
    "1.0.0.0/8,2.0.0.0/8",
    "2001:db8::/32,2001:db9::/32",
  ])("refuses TRUST_PROXY=%s, every address (or too much of it) written as parts", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/at most a \/8 \(IPv4\) or a \/32 \(IPv6\)/);
  });

  it("takes private, loopback and link-local networks of any size and public ones up to a /8 or /32", () => {
    const ok = "10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.0/8,169.254.0.0/16,fc00::/7,fe80::/10,::1";
    expect(loadConfig({ TRUST_PROXY: ok }).trustProxy).toHaveLength(8);
    expect(loadConfig({ TRUST_PROXY: "203.0.113.0/24,1.0.0.0/9" }).trustProxy).toHaveLength(2);
    expect(loadConfig({ TRUST_PROXY: "2001:db8::/32,::ffff:203.0.113.7" }).trustProxy).toHaveLength(2);
  });

  it("refuses a TRUST_PROXY hop count above 5, which trusts the client's own entries as true does", () => {
    expect(loadConfig({ TRUST_PROXY: "5" }).trustProxy).toBe(5);
    expect(() => loadConfig({ TRUST_PROXY: "6" })).toThrow(/TRUST_PROXY="6": at most 5 proxies; write how many/);
    expect(() => loadConfig({ TRUST_PROXY: "1000" })).toThrow(/TRUST_PROXY="1000": at most 5 proxies/);
  });

  it("keeps traffic aggregates 400 days by default and validates TRAFFIC_RETENTION_DAYS", () => {
    expect(loadConfig({}).trafficRetentionDays).toBe(400);
    expect(loadConfig({}).trafficViewsPerMinute).toBe(120);
    expect(() => loadConfig({ TRAFFIC_VIEWS_PER_MINUTE: "0" })).toThrow(/TRAFFIC_VIEWS_PER_MINUTE/);
    expect(loadConfig({ TRAFFIC_RETENTION_DAYS: "30" }).trafficRetentionDays).toBe(30);
    for (const value of ["0", "-1", "forever", "4000"]) {
      expect(() => loadConfig({ TRAFFIC_RETENTION_DAYS: value })).toThrow(
        new RegExp(`TRAFFIC_RETENTION_DAYS="${value}"`),
      );
    }
  });

  it("requires a second factor for staff by default, and refuses STAFF_SECOND_FACTOR=optional in production", () => {
    expect(loadConfig({}).staffSecondFactor).toBe("required");
    expect(loadConfig({ STAFF_SECOND_FACTOR: "optional" }).staffSecondFactor).toBe("optional");
    const relay = { SMTP_URL: "smtp://smtp.example.com:587" };
    expect(() => loadConfig({ ...relay, STAFF_SECOND_FACTOR: "optional", NODE_ENV: "production" })).toThrow(
      /STAFF_SECOND_FACTOR="optional": must be `required` when NODE_ENV=production/,
    );
    expect(() => loadConfig({ STAFF_SECOND_FACTOR: "sometimes" })).toThrow(ConfigError);
    for (const production of ["Production", " PRODUCTION "]) {
      expect(loadConfig({ ...relay, NODE_ENV: production }).production).toBe(true);
      expect(() => loadConfig({ ...relay, STAFF_SECOND_FACTOR: "optional", NODE_ENV: production })).toThrow(
        /must be `required` when NODE_ENV=production/,
      );
    }
    for (const typo of ["prod", "live", "staging"]) {
      expect(() => loadConfig({ STAFF_SECOND_FACTOR: "optional", NODE_ENV: typo })).toThrow(
        new RegExp(`NODE_ENV="${typo}": must be production, development or test`),
      );
    }
    expect(loadConfig({ NODE_ENV: "Development" }).production).toBe(false);
    // In production e-mail must leave through a relay: the outbox table would keep every link in the clear.
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL: must be set when NODE_ENV=production/);
    expect(() => loadConfig({ SECOND_FACTOR_KEY: "short" })).toThrow(/SECOND_FACTOR_KEY/);
  });
});

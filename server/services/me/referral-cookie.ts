import type { FastifyInstance } from "fastify";
import { REFERRAL_CODE_PATTERN } from "../../../contract/waitlist.js";
import { servedOverHttps } from "../../lib/served-over-https.js";

/** Shared with the browser's sign-up form (app/components/waitlist/referral.ts), which reads it too. */
export const REFERRAL_COOKIE = "stashd_ref";
const KEEP_SECONDS = 30 * 86_400;

/**
 * Any page opened with `?ref=CODE` remembers the code in a first-party cookie, so that the sign-up carries
 * it whichever page the visitor joins from, with or without JavaScript (the plain form reads it on the
 * server). Not HttpOnly: the JavaScript form sends it as the request's `ref` field.
 */
export function rememberReferral(app: FastifyInstance) {
  const secure = servedOverHttps(app.config);
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api/")) return;
    const ref = (request.query as Record<string, unknown> | undefined)?.ref;
    if (typeof ref === "string" && REFERRAL_CODE_PATTERN.test(ref)) {
      reply.setCookie(REFERRAL_COOKIE, ref, { path: "/", maxAge: KEEP_SECONDS, sameSite: "lax", secure });
    }
  });
}

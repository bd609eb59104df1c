import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { dataExportSchema } from "../../contract/data-export.js";
import { grievanceReceiptSchema, grievanceRequestSchema } from "../../contract/grievances.js";
import {
  isWhatsappSwitch,
  meLinkRequestSchema,
  meSchema,
  meUpdateSchema,
  meWhatsappUpdateSchema,
} from "../../contract/me.js";
import { whatsappActive } from "../../contract/whatsapp.js";
import { HttpError, parseOrThrow } from "../lib/http-error.js";
import { PERSONAL_SECURITY } from "../lib/openapi-document.js";
import { servedOverHttps } from "../lib/served-over-https.js";
import { requirePersonalWrite } from "../plugins/personal-guard.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { documentedBodyOnly, withZod } from "../plugins/zod-schemas.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { leaveWaitlist } from "../services/erasure/leave-waitlist.js";
import { confirmEntry, type Entry, entryForToken, meView, networkKey, updateEntry } from "../services/me/me.js";
import type { PersonalMail } from "../services/me/personal-mail.js";
import { exportPerson } from "../services/rights/data-export.js";
import { type CityCatalogue, citiesOr503, schemaPerCityList } from "../services/waitlist/cities.js";
import { setWhatsappChoice } from "../services/whatsapp/consent.js";
import { numberSecret } from "../services/whatsapp/number-stops.js";
import { grievanceFromPage } from "./grievances.js";
import { meConsentRoutes } from "./me-consents.js";

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
/**
 * The page trades the link's token for this cookie on load and takes the token out of the address bar
 * (docs/history.md, 111): HttpOnly, sent only to the personal API, for two hours; a reload keeps working.
 */
export const ME_COOKIE = "stashd_me";
const ME_COOKIE_SECONDS = 2 * 3_600;
const DAY_MS = 86_400_000;
const EXPIRED = "This link has expired: personal links work for a while only. Ask for a new link below.";
const NO_TOKEN = "Open this page with the personal link from your e-mail.";
const NO_WHATSAPP = "WhatsApp messages are not available yet: your confirmation and invite come by e-mail.";
const DEAD_TOKEN =
  "This link doesn't work: it may be incomplete, or the entry it belonged to has been erased. Ask for a new link below.";

/**
 * A per-address limit a minute, one counter per route, counted before anything else (even a malformed
 * request counts), in the counters every instance shares (docs/history.md, 071).
 */
const limit = (route: string, max: number) => ({
  onRequest: rateLimitHook({
    name: `me:${route}`,
    max,
    windowMs: 60_000,
    detail: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
  }),
});

/**
 * The personal page's API (docs/decisions/060). The e-mailed token is the credential, sent as a Bearer
 * header by the page (the request log keeps neither that header nor any query string). Rate limited per
 * IP: guessing a 256-bit token is hopeless anyway, and "E-mail me my link" must not flood anyone's inbox.
 */
export async function meRoutes(
  plain: FastifyInstance,
  { catalogue, mail }: { catalogue: CityCatalogue; mail: PersonalMail },
) {
  const app = withZod(plain);
  const schemaFor = schemaPerCityList(meUpdateSchema);

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  // Writes: JSON from our own pages only (after the per-route limit, which counts every request).
  app.addHook("preValidation", requirePersonalWrite);
  // The OpenAPI document names the credential: the page's cookie, or the link's token as a Bearer header.
  app.addHook("onRoute", (route) => {
    if (route.url !== "/api/v1/me/link") route.schema = { ...route.schema, security: PERSONAL_SECURITY };
  });

  /** The link's token: from the page's Bearer header (the exchange, API clients) or the cookie it set. */
  function tokenOf(request: FastifyRequest): string | undefined {
    const bearer = BEARER.exec(request.headers.authorization ?? "")?.[1];
    if (bearer) return bearer;
    const cookie = request.cookies[ME_COOKIE];
    return cookie && TOKEN.test(cookie) ? cookie : undefined;
  }

  async function owner(request: FastifyRequest): Promise<Entry> {
    const token = tokenOf(request);
    if (!token) throw new HttpError(401, NO_TOKEN, [], { "www-authenticate": "Bearer" });
    const found = await entryForToken(app.db, token);
    if (!found) throw new HttpError(404, DEAD_TOKEN);
    const ttlMs = app.config.personalLinkTtlDays * DAY_MS;
    if (Date.parse(found.issuedAt) + ttlMs < Date.now()) throw new HttpError(410, EXPIRED);
    return found.entry;
  }

  const secure = servedOverHttps(app.config);
  const cookieOptions = { path: "/api/v1/me", httpOnly: true, sameSite: "strict" as const, secure };

  // The exchange: the token (from the link, as a Bearer header) becomes a short-lived HttpOnly cookie.
  app.post(
    "/me/session",
    { ...limit("session", 120), schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await owner(request);
      const token = tokenOf(request) as string;
      reply.setCookie(ME_COOKIE, token, { ...cookieOptions, maxAge: ME_COOKIE_SECONDS });
      return reply.code(204).send(null);
    },
  );
  const view = async (entry: Entry) => meView(app, entry, app.config.publicUrl);
  const reread = async (request: FastifyRequest) => view(await owner(request));

  const answersMe = { response: { 200: meSchema } };
  app.get("/me", { ...limit("read", 120), schema: answersMe }, async (request) => reread(request));

  app.post("/me/confirm", { ...limit("confirm", 120), schema: answersMe }, async (request) => {
    const entry = await owner(request);
    await confirmEntry(app.db, entry, networkKey(request.ip), app.config.referralDailyCapPerIp);
    return reread(request);
  });

  const patch = { body: z.union([meUpdateSchema(), meWhatsappUpdateSchema]), ...answersMe };
  // The declared body documents the shape; the handler checks it against the live city list, after the token.
  app.patch(
    "/me",
    { ...limit("update", 120), schema: patch, validatorCompiler: documentedBodyOnly },
    async (request) => {
      const entry = await owner(request);
      if (isWhatsappSwitch(request.body)) {
        const { whatsappOptIn } = parseOrThrow(meWhatsappUpdateSchema, request.body);
        if (whatsappOptIn && !app.config.whatsapp) throw new HttpError(409, NO_WHATSAPP);
        // Turning off what is already off keeps the first stop's time (a STOP reply's, say).
        if (whatsappOptIn || whatsappActive(entry))
          await setWhatsappChoice(app.db, numberSecret(app.config), entry.id, whatsappOptIn);
        return reread(request);
      }
      const schema = schemaFor(await citiesOr503(catalogue, request.log));
      const { email: _locked, ...update } = parseOrThrow(schema, request.body);
      await updateEntry(app.db, entry, update);
      return reread(request);
    },
  );

  meConsentRoutes(app, { owner, limit, leave: (reply) => reply.clearCookie(ME_COOKIE, cookieOptions) });

  app.delete("/me", { ...limit("erase", 120), schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const entry = await owner(request);
    await leaveWaitlist(app, entry, "from their page", "personal-page");
    reply.clearCookie(ME_COOKIE, cookieOptions);
    return reply.code(204).send(null);
  });

  // "Download my data" (Act s. 11): everything held, audited as the person's own action.
  app.get("/me/export", { ...limit("export", 5), schema: { response: { 200: dataExportSchema } } }, async (request) => {
    const entry = await owner(request);
    const data = await exportPerson(app.db, entry.id);
    if (!data) throw new HttpError(404, DEAD_TOKEN);
    await recordAudit(app.db, {
      action: "person.exported",
      actorId: null,
      actor: "the person, from their page",
      ip: null,
      target: entry.id,
    });
    return data;
  });

  // The page's grievance form: the entry behind the cookie raises it, and its address hears back.
  const grievance = { body: grievanceRequestSchema.pick({ message: true }), response: { 201: grievanceReceiptSchema } };
  app.post("/me/grievances", { ...limit("grievance", 5), schema: grievance }, async (request, reply) => {
    const entry = await owner(request);
    return reply.code(201).send(await grievanceFromPage(app, entry, request.body.message));
  });

  const link = { body: meLinkRequestSchema, response: { 202: z.object({ detail: z.string() }) } };
  app.post("/me/link", { ...limit("link", 10), schema: link }, async (request, reply) => {
    const { email } = request.body;
    // The lookup happens in the queue, after the answer: known and unknown addresses answer alike, in time too.
    mail.enqueue(email, "link");
    return reply.code(202).send({ detail: "If this address is on the waitlist, its link is on the way." });
  });
}

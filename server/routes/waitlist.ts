import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normaliseEmail } from "../../contract/email.js";
import {
  citiesSchema,
  HONEYPOT_FIELD,
  REFERRAL_CODE_PATTERN,
  surveyResponseCreatedSchema,
  surveyResponseSchema,
} from "../../contract/waitlist.js";
import { whatsappOptIn } from "../../contract/whatsapp.js";
import { HttpError, parseOrThrow } from "../lib/http-error.js";
import { randomId } from "../lib/ids.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { documentedBodyOnly, nonJsonResponse, withZod } from "../plugins/zod-schemas.js";
import { consentKey, consentSubject } from "../services/consent/subject.js";
import { REFERRAL_COOKIE } from "../services/me/referral-cookie.js";
import { type CityCatalogue, citiesOr503, schemaPerCityList } from "../services/waitlist/cities.js";
import { formLanguage } from "../services/waitlist/form-language.js";
import { formPage, type Thanks, thankYouPage } from "../services/waitlist/html-pages.js";
import { refuseThrowaway } from "../services/waitlist/throwaway.js";

/** Browsers without JavaScript post the form itself; they get HTML pages instead of JSON. */
const isFormPost = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

/** Fastify also parses text/plain; the sign-up takes only the two types a browser form or fetch sends. */
const ACCEPTED_TYPES = /^(application\/json|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** What a form poster reads for the framework's own refusals (their messages are for developers). */
const FORM_PROBLEMS: Record<number, string> = {
  400: "We couldn't read the form. Please go back and try again.",
  413: "The form is too long to send. Please shorten your answers and try again.",
};

const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Public waitlist API: the city list and the sign-up (docs/product.md, "Waitlist sign-up"; decision 060). */
export async function waitlistRoutes(plain: FastifyInstance, { catalogue }: { catalogue: CityCatalogue }) {
  const app = withZod(plain);
  const key = consentKey(app.config);

  const cityList = (request: FastifyRequest) => citiesOr503(catalogue, request.log);
  // One schema per city list and body type, rebuilt only when the catalogue hands out a new list.
  const jsonSchema = schemaPerCityList((names) => surveyResponseSchema(names));
  const formSchema = schemaPerCityList((names) => surveyResponseSchema(names, { formPost: true }));
  const currentSchema = async (request: FastifyRequest) => {
    const cities = await cityList(request);
    return isFormPost(request) ? formSchema(cities) : jsonSchema(cities);
  };

  app.get("/cities", { schema: { response: { 200: citiesSchema } } }, async (request, reply) => {
    const cities = await cityList(request);
    reply.header("cache-control", "public, max-age=300");
    return cities;
  });

  app.get(
    "/waitlist/form",
    { schema: { response: { 200: nonJsonResponse("text/html", "The sign-up form for browsers without JavaScript") } } },
    async (request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(
          formPage({
            cities: await cityList(request),
            whatsapp: app.config.whatsapp !== undefined,
            values: { ref: carriedReferral(request) },
            language: formLanguage(asRecord(request.query).lang, undefined, request.headers["accept-language"]),
          }),
        ),
  );

  app.post(
    "/survey_responses",
    {
      schema: {
        body: surveyResponseSchema(),
        response: { 201: surveyResponseCreatedSchema.describe("JSON callers; a form post gets the thank-you page") },
      },
      // The declared body documents the shape; the handler validates against the live city list (and the
      // form's one-city rule), so that one answer lists every problem and a honeypot hit stays silent.
      validatorCompiler: documentedBodyOnly,
      // Counted once the body is read, so that a limited plain form post can still be handed back refilled.
      preHandler: rateLimitHook({
        name: "sign-up",
        max: app.config.waitlistRateLimitPerMinute,
        windowMs: 60_000,
        detail: (wait) => `Too many sign-ups from your network. Please try again in ${wait}.`,
      }),
      onRequest: async (request) => {
        if (!ACCEPTED_TYPES.test(request.headers["content-type"] ?? "")) {
          throw new HttpError(415, "Send the request as application/json or a form.");
        }
      },
      errorHandler: async (error: FastifyError, request, reply) => {
        // JSON callers get the app's one error shape; a form post gets the form back with the problems.
        const status = error.statusCode ?? 500;
        if (!isFormPost(request) || !(error instanceof HttpError || status < 500)) throw error;
        const detail = error instanceof HttpError ? error.detail : (FORM_PROBLEMS[status] ?? FORM_PROBLEMS[400]);
        const errors = error instanceof HttpError ? error.errors : [];
        const cities = await catalogue.list().catch(() => []);
        const values = asRecord(request.body);
        const language = formLanguage(undefined, values.language, undefined);
        const whatsapp = app.config.whatsapp !== undefined;
        return sendHtml(reply, status, formPage({ cities, whatsapp, values, errors, detail, language }));
      },
    },
    async (request, reply) => {
      const body = asRecord(request.body);
      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // Looks exactly like success so that a bot learns nothing; nothing is stored.
        const email = typeof body.email === "string" ? normaliseEmail(body.email) : "";
        const chose = app.config.whatsapp && whatsappOptIn.safeParse(body.whatsappOptIn).data === true;
        const thanks = { email, phone: String(body.phone ?? ""), channel: chose ? "whatsapp" : "email" } as const;
        return created(request, reply, randomId(), thanks);
      }
      const parsed = parseOrThrow(await currentSchema(request), withCarriedReferral(request, body));
      const { [HONEYPOT_FIELD]: _honeypot, ageConfirmed: _adult, waitlistConsent: _given, ...answers } = parsed;
      refuseThrowaway(answers.email);
      let result: Awaited<ReturnType<typeof app.signUps.submit>>;
      try {
        const consent = {
          consentSubject: consentSubject(key, answers.email),
          channel: isFormPost(request) ? "no-js" : "web",
        } as const;
        result = await app.signUps.submit({ ...answers, ...consent, at: new Date().toISOString() });
      } catch (error) {
        request.log.error({ err: error }, "saving a sign-up failed");
        throw new HttpError(503, "We couldn't save your details just now. Please try again in a moment.");
      }
      // A new and a repeat sign-up answer alike; only the e-mail (to the address's owner) differs. It was
      // written with the sign-up (store.ts), so it goes out even if this server stops right now.
      const channel = app.config.whatsapp && answers.whatsappOptIn ? "whatsapp" : "email";
      const thanks: Thanks = { email: answers.email, phone: answers.phone, channel, language: answers.language };
      return created(request, reply, result.id, thanks);
    },
  );
}

/**
 * A plain form post (the page's own form, scripts blocked) names no referral code: the one the visitor
 * brought to the site comes from the cookie the page set, as the script's form would have sent it.
 */
function withCarriedReferral(request: FastifyRequest, body: Record<string, unknown>) {
  if (!isFormPost(request) || body.ref) return request.body;
  const cookie = request.cookies[REFERRAL_COOKIE];
  return cookie && REFERRAL_CODE_PATTERN.test(cookie) ? { ...body, ref: cookie } : request.body;
}

/** The referral code a visitor brought (`?ref=` on this request, or the cookie set by an earlier page). */
function carriedReferral(request: FastifyRequest) {
  const query = asRecord(request.query).ref;
  return typeof query === "string" ? query : (request.cookies[REFERRAL_COOKIE] ?? "");
}

function created(request: FastifyRequest, reply: FastifyReply, id: string, thanks: Thanks) {
  if (isFormPost(request)) return sendHtml(reply, 201, thankYouPage(thanks));
  return reply.code(201).send({ id, channel: thanks.channel });
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

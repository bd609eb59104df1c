import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  citiesSchema,
  HONEYPOT_FIELD,
  oneCityAsList,
  surveyResponseCreatedSchema,
  surveyResponseSchema,
} from "../../contract/waitlist.js";
import { HttpError } from "../lib/http-error.js";
import { randomId } from "../lib/ids.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { nonJsonResponse, withZod, zodValidate } from "../plugins/zod-schemas.js";
import { createCityCatalogue } from "../services/waitlist/cities.js";
import { formPage, thankYouPage } from "../services/waitlist/html-pages.js";
import { createSignUpWriter } from "../services/waitlist/store.js";

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

/** The declared body: every rule but the city list, which can change while the process runs. */
const signUpBody = surveyResponseSchema();

/** Public waitlist API: the city list and the sign-up (docs/product.md, "Waitlist sign-up"). */
export async function waitlistRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const catalogue = createCityCatalogue(app.db);
  const writer = createSignUpWriter(app.db);
  app.addHook("onClose", async () => writer.drain());

  // The sign-up schema of the current city list, rebuilt only when the catalogue hands out a new list.
  let schemaFor: { cities: unknown; schema: typeof signUpBody } = { cities: undefined, schema: signUpBody };
  async function cityList(request: FastifyRequest) {
    try {
      return await catalogue.list();
    } catch (error) {
      request.log.error({ err: error }, "reading the cities failed");
      throw new HttpError(503, "We couldn't load the cities just now. Please try again in a moment.");
    }
  }
  async function refreshSchema(request: FastifyRequest) {
    const cities = await cityList(request);
    if (schemaFor.cities !== cities) schemaFor = { cities, schema: surveyResponseSchema(cities.map((c) => c.name)) };
  }

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
        .send(formPage({ cities: await cityList(request) })),
  );

  app.post(
    "/survey_responses",
    {
      schema: {
        body: signUpBody,
        response: { 201: surveyResponseCreatedSchema.describe("JSON callers; a form post gets the thank-you page") },
      },
      onRequest: async (request) => {
        if (!ACCEPTED_TYPES.test(request.headers["content-type"] ?? "")) {
          throw new HttpError(415, "Send the request as application/json or a form.");
        }
      },
      preValidation: [
        // Counted once the body is read (before validation), so that a limited plain form post can still be
        // handed back refilled.
        rateLimitHook({
          name: "sign-up",
          max: app.config.waitlistRateLimitPerMinute,
          windowMs: 60_000,
          detail: (wait) => `Too many sign-ups from your network. Please try again in ${wait}.`,
        }),
        async (request, reply) => {
          // A filled-in honeypot looks exactly like success, so that a bot learns nothing; nothing is stored.
          const honeypot = asRecord(request.body)[HONEYPOT_FIELD];
          if (typeof honeypot === "string" && honeypot.trim() !== "") return created(request, reply, randomId());
          await refreshSchema(request);
          // JSON sends a list; a form's one preferred city is made one (as the form's schema does).
          const body = asRecord(request.body);
          if (isFormPost(request)) body.preferredCities = oneCityAsList(body.preferredCities);
        },
      ],
      // The declared body documents the shape; validation also checks the live city list, so that one
      // answer lists every problem (the list is loaded just before, in preValidation).
      validatorCompiler: () => (data) => zodValidate(schemaFor.schema, data),
      errorHandler: async (error: FastifyError, request, reply) => {
        // JSON callers get the app's one error shape; a form post gets the form back with the problems.
        const status = error.statusCode ?? 500;
        if (!isFormPost(request) || !(error instanceof HttpError || status < 500)) throw error;
        const detail = error instanceof HttpError ? error.detail : (FORM_PROBLEMS[status] ?? FORM_PROBLEMS[400]);
        const errors = error instanceof HttpError ? error.errors : [];
        const cities = await catalogue.list().catch(() => []);
        return sendHtml(reply, status, formPage({ cities, values: asRecord(request.body), errors, detail }));
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: _honeypot, ...answers } = request.body;
      let id: string;
      try {
        id = await writer.submit({ ...answers, at: new Date().toISOString() });
      } catch (error) {
        request.log.error({ err: error }, "saving a sign-up failed");
        throw new HttpError(503, "We couldn't save your details just now. Please try again in a moment.");
      }
      return created(request, reply, id);
    },
  );
}

function created(request: FastifyRequest, reply: FastifyReply, id: string) {
  if (isFormPost(request)) return sendHtml(reply, 201, thankYouPage());
  return reply.code(201).send({ id });
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failureCopy } from "../../contract/form-copy/index.js";
import { fillIn } from "../../contract/form-copy/panel-copy.js";
import { GRIEVANCE_COPIES, grievanceFieldLines } from "../../contract/grievance-copy/index.js";
import { type GrievanceReceipt, grievanceReceiptSchema, grievanceRequestSchema } from "../../contract/grievances.js";
import { isLanguageCode, type LanguageCode, languageOf } from "../../contract/languages.js";
import { longDate } from "../../contract/long-date.js";
import { escapeHtml } from "../lib/escape-html.js";
import { HttpError } from "../lib/http-error.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { withZod } from "../plugins/zod-schemas.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { entryForToken } from "../services/me/me.js";
import { raiseGrievance } from "../services/rights/grievances.js";
import { plainPage } from "../services/waitlist/html-pages.js";

const limit = rateLimitHook({
  name: "grievances",
  max: 5,
  windowMs: 60_000,
  detail: (wait) => `Too many grievances from your network. Please try again in ${wait}.`,
});

/** Records the grievance, audits it (reference only) and wakes the notices, which acknowledge it at once. */
async function raise(
  app: FastifyInstance,
  input: { email: string; message: string; person: string | null },
  how: string,
): Promise<GrievanceReceipt> {
  const row = await raiseGrievance(app.db, input);
  await recordAudit(app.db, {
    action: "grievance.raised",
    actorId: null,
    actor: `the person, ${how}`,
    ip: null,
    target: row.reference,
    details: { linkedToEntry: input.person !== null },
  });
  app.noticeMail.wake();
  return { reference: row.reference, dueAt: row.dueAt };
}

/** The personal page's form: the entry's own address hears back. */
export function grievanceFromPage(app: FastifyInstance, entry: { id: string; email: string }, message: string) {
  return raise(app, { email: entry.email, message, person: entry.id }, "from their page");
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

/** The notice's language a plain form post came from (`?lang=` on its action), else English. */
function formLanguage(request: FastifyRequest): LanguageCode {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof lang === "string" && isLanguageCode(lang) ? lang : "en";
}

/**
 * The answer to the notice's form posted without JavaScript: a plain page in the notice's language, with the
 * receipt or what was wrong (in its language: the field's line, or the shared failure line), and the way back.
 */
function sendPage(reply: FastifyReply, status: number, language: LanguageCode, line: string) {
  const words = GRIEVANCE_COPIES[language];
  const back = `/privacy/notice${language === "en" ? "" : `/${language}`}`;
  const html = plainPage(
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(line)}</p>\n<a class="button" href="${back}">←</a>`,
    { lang: language === "en" ? "en-IN" : language, dir: languageOf(language).dir },
  );
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

/** English shows the server's own message, which says exactly what is wrong; another language its line, if any. */
const pageLine = (language: LanguageCode, english: string, translated: string | undefined) =>
  language === "en" ? english : (translated ?? english);

/**
 * Grievances (Rule 14; docs/product.md, Rights desk): anyone may raise one. With the personal page's token
 * it is linked to the entry and answered at the entry's address; otherwise at the address given.
 */
export async function grievanceRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const schema = {
    body: grievanceRequestSchema,
    response: { 201: grievanceReceiptSchema.describe("JSON callers; the notice's plain form post gets a page") },
  };
  const errorHandler = async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // JSON callers get the app's one error shape; the notice's plain form gets a page saying what was wrong.
    const status = error.statusCode ?? 500;
    if (!isFormPost(request) || status >= 500) throw error;
    const language = formLanguage(request);
    const field = error instanceof HttpError ? error.errors[0] : undefined;
    const translated: Partial<Record<string, string>> = grievanceFieldLines(language);
    if (field) return sendPage(reply, status, language, pageLine(language, field.message, translated[field.field]));
    const detail = error instanceof HttpError ? error.detail : error.message;
    const shared = status === 429 ? failureCopy(language).tooMany : failureCopy(language).unexpected;
    return sendPage(reply, status, language, pageLine(language, detail, shared));
  };
  app.post("/grievances", { onRequest: limit, schema, errorHandler }, async (request, reply) => {
    const { email, message, entryToken } = request.body;
    let entry: { id: string; email: string } | undefined;
    if (entryToken) {
      entry = (await entryForToken(app.db, entryToken))?.entry;
      if (!entry)
        throw new HttpError(400, "This personal link is not valid.", [
          { field: "entryToken", message: "This personal link is not valid." },
        ]);
    }
    const receipt = entry
      ? await raise(app, { email: entry.email, message, person: entry.id }, "with their link")
      : await raise(app, { email, message, person: null }, "from the notice");
    if (isFormPost(request)) {
      const language = formLanguage(request);
      const done = GRIEVANCE_COPIES[language].done;
      return sendPage(
        reply,
        201,
        language,
        fillIn(done, { reference: receipt.reference, date: longDate(receipt.dueAt, language) }),
      );
    }
    return reply.code(201).send(receipt);
  });
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "../../contract/errors.js";
import { HttpError } from "../lib/http-error.js";

/** Readable details for the framework's own errors, by Fastify error code. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request as application/json or a form.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, detail: error.detail, errors: error.errors } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON surfaces as a SyntaxError with status 400; never echo parser internals.
      const detail = FRAMEWORK_DETAILS[error.code] ?? (error.code ? error.message : "The request could not be read.");
      return reply.code(status).send({ detail, errors: [] } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send({ detail: "Something went wrong on our side. Please try again.", errors: [] } satisfies ApiErrorBody);
  });
}

const ROUTER_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the address is too long.",
};

/**
 * Errors the router raises before any route or error handler runs (a malformed URL, an over-long path
 * parameter): without this Fastify answers them in its own shape.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send({
    detail: ROUTER_DETAILS[error.code] ?? "The request could not be read.",
    errors: [],
  } satisfies ApiErrorBody);
}

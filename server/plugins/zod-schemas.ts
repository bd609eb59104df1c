import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BRAND_NAME } from "../../contract/brand.js";
import { fieldErrorsFromZod } from "../../contract/errors.js";
import { HttpError, INVALID_INPUT_DETAIL } from "../lib/http-error.js";
import { finishDocument, operationDefaults, SECURITY_SCHEMES } from "../lib/openapi-document.js";

/**
 * Validates params, query and body with the zod schema the route declares. A failure becomes an HttpError,
 * so the error handler answers it in the API's one shape: 400 `{detail, errors: [{field, message}]}`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    zodValidate(schema, data);

export function zodValidate(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data };
  return { error: new HttpError(400, INVALID_INPUT_DETAIL, fieldErrorsFromZod(result.error)) };
}

/**
 * For a route whose declared body only documents the shape because its handler validates against live data
 * (the city list) or after an authorisation check: the body reaches the handler as it came.
 */
export const documentedBodyOnly = () => (data: unknown) => ({ value: data });

/**
 * A documented answer that is not JSON (an HTML page, a CSV file). Only the document uses the schema: the
 * routes send strings or streams, which Fastify sends as they are.
 */
export const nonJsonResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/** The app (or a plugin scope) typed by its route schemas: request.params, .query and .body are the parsed values. */
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * Route schemas are zod schemas from contract/: validated by the compiler above, responses serialised
 * (and stripped of undeclared fields) by them, and collected into the OpenAPI document of GET /api/docs.
 * Only /api/v1 routes are documented; the web pages are not part of the API.
 */
export async function zodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${BRAND_NAME} API`,
        version: "1",
        description: "Every route of /api/v1 with the schemas of contract/. Errors: `{detail, errors}`.",
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (route) => {
      if (!route.url.startsWith("/api/v1/")) return { schema: { hide: true }, url: route.url };
      const transformed = jsonSchemaTransform(route);
      return { ...transformed, schema: { ...operationDefaults(route.route), ...transformed.schema } };
    },
    transformObject: (documentObject) =>
      "openapiObject" in documentObject
        ? finishDocument(documentObject.openapiObject, app.config.publicUrl)
        : documentObject.swaggerObject,
  });
}

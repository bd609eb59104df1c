import type { RouteOptions } from "fastify";
import type { OpenAPIV3 } from "openapi-types";

/** The API's credentials, as the OpenAPI document declares them (operations name theirs). */
export const SECURITY_SCHEMES = {
  staffSession: {
    type: "apiKey",
    in: "cookie",
    name: "stashd_session",
    description: "A member of staff's session, set by POST /api/v1/auth/login.",
  },
  personalCookie: {
    type: "apiKey",
    in: "cookie",
    name: "stashd_me",
    description: "A person's personal-page session, set by POST /api/v1/me/session.",
  },
  personalBearer: {
    type: "http",
    scheme: "bearer",
    description: "The token of a person's e-mailed personal link.",
  },
} satisfies Record<string, OpenAPIV3.SecuritySchemeObject>;

type SecurityRequirements = Array<Record<string, string[]>>;
export const STAFF_SECURITY: SecurityRequirements = [{ staffSession: [] }];
export const PERSONAL_SECURITY: SecurityRequirements = [{ personalCookie: [] }, { personalBearer: [] }];

/** `/api/v1/invites/:id/revoke` as OpenAPI writes a path: `/invites/{id}/revoke`. */
const openApiPath = (url: string) => url.replace(/^\/api\/v1/, "").replace(/:(\w+)/g, "{$1}") || "/";

/**
 * What every operation of the document must state unless its route says otherwise: a summary (its method
 * and path) and its security, none (public) by default; staff and personal routes declare theirs when they
 * are registered (routes/index.ts, routes/me.ts).
 */
export function operationDefaults(route: Pick<RouteOptions, "method" | "url">) {
  const method = Array.isArray(route.method) ? route.method.join(", ") : route.method;
  return { summary: `${method} ${openApiPath(route.url)}`, security: [] };
}

/** A schema of the document, loosely: every node is walked the same way. */
type Node = { [key: string]: unknown };

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; zod's nullable union of objects comes out without one.
 * Each such schema gets the one type its variants share.
 */
function typeBesideNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeBesideNullable(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Node;
  if (schema.nullable === true && schema.type === undefined) {
    const variants = (schema.oneOf ?? schema.anyOf ?? schema.allOf ?? []) as Node[];
    const types = new Set(variants.map((variant) => variant.type));
    if (types.size === 1 && typeof [...types][0] === "string") schema.type = [...types][0];
  }
  for (const value of Object.values(schema)) typeBesideNullable(value);
}

/** The generated document, finished: where the API is served and the nullable types (see above). */
export function finishDocument<D extends { paths?: unknown; components?: unknown }>(document: D, publicUrl: string) {
  typeBesideNullable(document.paths);
  typeBesideNullable(document.components);
  return { ...document, servers: [{ url: new URL(publicUrl).origin, description: "This deployment (PUBLIC_URL)" }] };
}

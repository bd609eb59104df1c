import type { FastifyInstance } from "fastify";
import { WEBAUTHN_COOKIE } from "../routes/passkeys.js";
import { findStaffByEmail } from "../services/staff.js";

type Headers = Record<string, string>;
export const SAME_ORIGIN: Headers = { "x-requested-with": "stashd" };

/** A WebAuthn answer's outline with nothing real signed: enough to reach the checks before the signature. */
export const fakeResponse = (id: string) => ({
  id,
  rawId: id,
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA", attestationObject: "AA" },
  clientExtensionResults: {},
});

/** A call to /api/v1/auth/<url>; writes always carry a JSON body, as the admin pages send. */
export const authCall =
  (app: FastifyInstance) =>
  (
    method: "GET" | "POST" | "DELETE",
    url: string,
    headers: Headers = SAME_ORIGIN,
    payload?: object,
    remoteAddress?: string,
  ) =>
    app.inject({
      method,
      url: `/api/v1/auth/${url}`,
      headers,
      ...(payload || method !== "GET" ? { payload: payload ?? {} } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

/** The challenge cookie an options answer set, as a Cookie header part. */
export const challengeCookie = (response: { cookies: { name: string; value: string }[] }) =>
  `${WEBAUTHN_COOKIE}=${response.cookies.find((c) => c.name === WEBAUTHN_COOKIE)?.value}`;

export const withCookie = (headers: Headers, cookie: string) => ({
  ...headers,
  cookie: [headers.cookie, cookie].filter(Boolean).join("; "),
});

/** A stored passkey with nothing real in its key: enough for every check before the signature's. */
export const testCredential = (id: string) => ({
  id,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ["internal" as const],
});

/** The id of the staff account with this e-mail ("" when there is none). */
export const staffIdOf = async (app: FastifyInstance, email: string) =>
  (await findStaffByEmail(app.db, email))?.id ?? "";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { WEBAUTHN_COOKIE } from "../routes/passkeys.js";
import { findStaffByEmail } from "../services/staff.js";
import type { softwarePasskey } from "./software-passkey.js";
import { signInAsStaff, TEST_STAFF } from "./staff-session.js";
import { createTestApp } from "./test-app.js";

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

/**
 * The set-up every passkey route test shares: the real app on its own database, built before the file's
 * tests and closed after them, with `other`, an account signed in through both factors whose passkeys must
 * stay its own; `call` for its /auth routes, `account` for a new account each time, `staffId` for an id,
 * `ceremony` for what an authenticator signs from an options answer, and `register` to add a passkey as the
 * Security page does. Read `app` inside tests and hooks.
 */
export function passkeyTestApp(prefix: string) {
  let test: Awaited<ReturnType<typeof createTestApp>> | undefined;
  const other = `${prefix}-other@stashd.test`;
  beforeAll(async () => {
    test = await createTestApp();
    await signInAsStaff(test.app, { email: other, password: TEST_STAFF.password });
  });
  afterAll(async () => test?.close());
  const app = () => {
    if (!test) throw new Error("passkeyTestApp: read it inside a test or a hook");
    return test.app;
  };
  const call = (...args: Parameters<ReturnType<typeof authCall>>) => authCall(app())(...args);
  const ceremony = (options: { json(): { challenge: string } }) => {
    const site = new URL(app().config.publicUrl);
    return { challenge: options.json().challenge, rpId: site.hostname, origin: site.origin };
  };
  let accounts = 0;
  return {
    get app() {
      return app();
    },
    other,
    call,
    account: () => ({ email: `${prefix}-${accounts++}@stashd.test`, password: TEST_STAFF.password }),
    staffId: (email: string) => staffIdOf(app(), email),
    ceremony,
    register: async (headers: Headers, passkey: ReturnType<typeof softwarePasskey>, label = "Mine") => {
      const options = await call("POST", "passkeys/options", headers);
      const response = passkey.registration(ceremony(options));
      return call("POST", "passkeys", withCookie(headers, challengeCookie(options)), { response, label });
    },
  };
}

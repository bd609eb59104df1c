import { startAuthentication } from "@simplewebauthn/browser";
import type { z } from "zod";
import { apiFetch } from "~/lib/api-client";
import { passkeyOptionsSchema } from "../../../contract/passkeys";

/** The browser's passkey answer to the challenge from `optionsPath`, sent to `answerPath` (sign-in or fresh proof). */
export async function answerWithPasskey<T>(optionsPath: string, answerPath: string, schema?: z.ZodType<T>) {
  const optionsJSON = await apiFetch(optionsPath, { body: {}, schema: passkeyOptionsSchema });
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  return apiFetch(answerPath, { body: { response }, schema });
}

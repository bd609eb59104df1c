import { data, replace } from "react-router";
import { ZodError } from "zod";
import type { LoginRequest } from "../../contract/auth";
import { sessionResponseSchema } from "../../contract/auth";
import type { FieldError } from "../../contract/errors";
import { type HubUpdate, hubSchema, waveCreatedSchema } from "../../contract/hubs";
import { type CreateInviteRequest, inviteSchema, inviteSendResponseSchema } from "../../contract/invites";
import { type BulkInviteRequest, jobSchema } from "../../contract/jobs";
import { type SecondFactorCode, totpEnableResponseSchema, totpSetupResponseSchema } from "../../contract/second-factor";
import { ApiError, apiFetch } from "./api-client";
import { INTEGRATION_WRITES } from "./integration-writes";
import { RIGHTS_WRITES } from "./rights-writes";
import { safeNextPath } from "./safe-next";
import { STAFF_WRITES } from "./staff-writes";

/** The one route whose clientAction performs every admin write (app/routes/admin/actions.tsx). */
export const ADMIN_ACTIONS_PATH = "/admin/actions";

const id = encodeURIComponent;
export const hubPath = (city: string) => `/admin/hubs/${id(city)}`;

/**
 * Every write the staff admin makes, by intent: one API call each (decision 210). A write answers its
 * value, or a redirect where it ends the page (sign-in, sign-out).
 */
export const ADMIN_WRITES = {
  login: async ({ next, ...body }: LoginRequest & { next: string | null }) => {
    await apiFetch("/auth/login", { body, schema: sessionResponseSchema });
    return replace(safeNextPath(next));
  },
  /** The second-factor step (app/routes/admin/second-factor.tsx). */
  totpSetup: (_: Record<string, never>) =>
    apiFetch("/auth/totp/setup", { method: "POST", schema: totpSetupResponseSchema }),
  totpEnable: (body: SecondFactorCode) => apiFetch("/auth/totp/enable", { body, schema: totpEnableResponseSchema }),
  totpVerify: async ({ next, ...body }: SecondFactorCode & { next: string | null }) => {
    await apiFetch("/auth/totp/verify", { body });
    return replace(safeNextPath(next));
  },
  logout: async (_: Record<string, never>) => {
    await apiFetch("/auth/logout", { method: "POST" });
    return replace("/admin/login");
  },
  createInvite: (body: CreateInviteRequest) => apiFetch("/invites", { body, schema: inviteSendResponseSchema }),
  resendInvite: ({ inviteId }: { inviteId: string }) =>
    apiFetch(`/invites/${id(inviteId)}/resend`, { method: "POST", schema: inviteSendResponseSchema }),
  revokeInvite: ({ inviteId }: { inviteId: string }) =>
    apiFetch(`/invites/${id(inviteId)}/revoke`, { method: "POST", schema: inviteSchema }),
  eraseEntry: async ({ entryId }: { entryId: string }) => {
    await apiFetch(`/survey_responses/${id(entryId)}`, { method: "DELETE" });
    return null;
  },
  bulkInvite: (body: BulkInviteRequest) => apiFetch("/invites/bulk", { body, schema: jobSchema }),
  cancelJob: ({ jobId }: { jobId: string }) =>
    apiFetch(`/jobs/${id(jobId)}/cancel`, { method: "POST", schema: jobSchema }),
  updateHub: ({ city, change }: { city: string; change: HubUpdate }) =>
    apiFetch(hubPath(city), { method: "PUT", body: change, schema: hubSchema }),
  /** Queues the wave, then answers its job (queued), so the screen follows it like a bulk invite. */
  sendWave: async ({ city, ...body }: { city: string; size: number; override?: true }) => {
    const sent = await apiFetch(`${hubPath(city)}/waves`, { body, schema: waveCreatedSchema });
    return apiFetch(`/jobs/${id(sent.jobId)}`, { schema: jobSchema });
  },
  ...STAFF_WRITES,
  ...INTEGRATION_WRITES,
  ...RIGHTS_WRITES,
};

export type WriteIntent = keyof typeof ADMIN_WRITES;
export type WriteBody<I extends WriteIntent> = Parameters<(typeof ADMIN_WRITES)[I]>[0];
export type WriteValue<I extends WriteIntent> = Exclude<Awaited<ReturnType<(typeof ADMIN_WRITES)[I]>>, Response>;

/** The API's one error shape, as a value the screen shows (never thrown to an error boundary). */
export interface WriteFailure {
  ok: false;
  status: number;
  detail: string;
  errors: FieldError[];
  /** A second invite for the same person: the open one to offer to resend. */
  existingInviteId?: string;
  /** E.g. "reauth_required": useAdminWrite asks for a code and sends the write again. */
  code?: string;
}
export type WriteResult<T> = { ok: true; value: T } | WriteFailure;

export function writeFailure(error: unknown): WriteFailure {
  if (error instanceof ApiError) {
    const { status, detail, errors, existingInviteId, code } = error;
    return {
      ok: false,
      status,
      detail,
      errors,
      ...(existingInviteId ? { existingInviteId } : {}),
      ...(code ? { code } : {}),
    };
  }
  const detail =
    error instanceof ZodError ? "The server's answer was not in the expected shape." : "Something went wrong.";
  return { ok: false, status: 0, detail, errors: [] };
}

/**
 * Runs one write. A failure answers with a 4xx/5xx status, so React Router does not reload the page's data
 * for nothing; a success reloads it, so every count and row on screen follows the change.
 */
export async function performWrite(intent: string, body: unknown) {
  if (!Object.hasOwn(ADMIN_WRITES, intent)) {
    return data(writeFailure(new ApiError(400, `Unknown admin action: ${intent}`)), 400);
  }
  const write = ADMIN_WRITES[intent as WriteIntent] as (body: unknown) => Promise<unknown>;
  try {
    const value = await write(body);
    if (value instanceof Response) return value;
    return { ok: true as const, value };
  } catch (error) {
    if (error instanceof Response) return error;
    const failure = writeFailure(error);
    return data(failure, failure.status >= 400 ? failure.status : 503);
  }
}

import type { ApiKeyScope } from "../../../contract/integrations.js";

/**
 * The staff routes an API key may call, and the scope each needs; any other route answers a key 403
 * `forbidden` (staff, keys, webhooks, sessions, passkeys, the audit log, erasure: never by key). A list,
 * not a rule by method, so that a route added later is closed to keys until someone opens it here.
 */
export const API_KEY_ROUTES: Record<string, ApiKeyScope> = {
  "GET /api/v1/survey_responses": "read",
  "GET /api/v1/survey_responses/:id": "read",
  "GET /api/v1/survey_responses/export.csv": "read",
  "GET /api/v1/invites/all": "read",
  "GET /api/v1/invites/export.csv": "read",
  "GET /api/v1/invites/bulk/count": "read",
  "GET /api/v1/jobs/:id": "read",
  "GET /api/v1/admin/overview": "read",
  "GET /api/v1/admin/traffic": "read",
  "GET /api/v1/admin/demand": "read",
  "GET /api/v1/admin/hubs": "read",
  "GET /api/v1/admin/hubs/waves": "read",
  "GET /api/v1/admin/trending/overview": "read",
  "GET /api/v1/admin/trending/timeseries": "read",
  "GET /api/v1/admin/trending/breakdown": "read",
  "POST /api/v1/invites": "invite",
  "POST /api/v1/invites/bulk": "invite",
  "POST /api/v1/invites/bulk/check": "invite",
  "POST /api/v1/invites/:id/resend": "invite",
};

/** Requests one key may make a minute, across instances on PostgreSQL (the counter store is shared). */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

import { z } from "zod";

/** The events a webhook endpoint may ask for (docs/product.md, Integrations). */
export const WEBHOOK_EVENTS = [
  "entry.created",
  "entry.confirmed",
  "invite.sent",
  "invite.accepted",
  "entry.erased",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What POST /admin/webhooks/:id/test sends: to that endpoint only, whatever it asked for. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "entry.created": "Someone joined the waitlist",
  "entry.confirmed": "Someone confirmed their address",
  "invite.sent": "An invite e-mail went out",
  "invite.accepted": "Someone accepted their invite",
  "entry.erased": "Someone was erased (id only)",
};

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/**
 * Waits before each new attempt at a delivery: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h,
 * about three days in all. Past the last, the endpoint is disabled and the owners are e-mailed.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5 * SECOND,
  300 * SECOND,
  1800 * SECOND,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

export const webhookCreateSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000, "Keep the address under 2,000 characters.")
    .pipe(z.url({ protocol: /^https?$/, error: "Enter the endpoint's full address, starting with https://." })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, "Choose events from the list."))
    .min(1, "Choose at least one event.")
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookCreatedSchema = z.object({ id: z.string(), secret: z.string() });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  /** Set when the endpoint was switched off after failing for the whole retry schedule. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  eventId: z.string(),
  type: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastResponseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.object({ items: z.array(webhookDeliverySchema) });

export const API_KEY_SCOPES = ["read", "invite"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Read: lists, reports and export",
  invite: "Invite: read, and create invites",
};

export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Name the key, e.g. after the tool that uses it.")
    .max(80, "Keep the name under 80 characters."),
  scope: z.enum(API_KEY_SCOPES, "Choose read or invite."),
});
export const apiKeyCreatedSchema = z.object({ id: z.string(), key: z.string() });
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

/** The columns of ours an import's column can map to. */
export const IMPORT_FIELDS = [
  "email",
  "name",
  "phone",
  "homeCity",
  "company",
  "tripsPerMonth",
  "preferredCities",
  "joinedAt",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  email: "E-mail",
  name: "Name",
  phone: "Phone",
  homeCity: "Home city",
  company: "Company",
  tripsPerMonth: "Trips a month",
  preferredCities: "Other cities",
  joinedAt: "Joined at",
};
/** Import files above this are refused with 413 (100,000 rows of a typical export fit with room). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** A dry run lists at most this many problems; the counts are whole. */
export const IMPORT_MAX_ERRORS = 200;

/** `mapping` query value: JSON `{ "<our field>": "<their column header>" }`. */
export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(200));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export const importDryRunSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(importErrorSchema),
  /** The file's header row, so the page can offer its columns for mapping. */
  columns: z.array(z.string()),
  /** The mapping used: the one sent, else guessed from the headers. */
  mapping: importMappingSchema,
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;
export const importQueuedSchema = z.object({ jobId: z.string() });
export const askToConfirmSchema = z.object({ asked: z.number().int() });

import { z } from "zod";
import {
  type ApiKeyScope,
  apiKeyCreatedSchema,
  askToConfirmSchema,
  type ImportMapping,
  importDryRunSchema,
  importQueuedSchema,
  type WebhookEvent,
  webhookCreatedSchema,
} from "../../contract/integrations";
import { jobSchema } from "../../contract/jobs";
import { apiFetch } from "./api-client";

const id = encodeURIComponent;
const importPath = (mapping: ImportMapping | undefined, dryRun: boolean) => {
  const query = new URLSearchParams();
  if (dryRun) query.set("dryRun", "true");
  if (mapping) query.set("mapping", JSON.stringify(mapping));
  return `/admin/imports?${query}`;
};

/** Webhooks, API keys (owners) and imports: part of the admin's writes (decision 210). */
export const INTEGRATION_WRITES = {
  addWebhook: (body: { url: string; events: WebhookEvent[] }) =>
    apiFetch("/admin/webhooks", { body, schema: webhookCreatedSchema }),
  removeWebhook: async ({ webhookId }: { webhookId: string }) => {
    await apiFetch(`/admin/webhooks/${id(webhookId)}`, { method: "DELETE" });
    return null;
  },
  testWebhook: ({ webhookId }: { webhookId: string }) =>
    apiFetch(`/admin/webhooks/${id(webhookId)}/test`, { method: "POST", schema: z.object({ eventId: z.string() }) }),
  resendWebhook: async ({ webhookId, eventId }: { webhookId: string; eventId: string }) => {
    await apiFetch(`/admin/webhooks/${id(webhookId)}/deliveries/${id(eventId)}/resend`, { method: "POST" });
    return null;
  },
  addApiKey: (body: { name: string; scope: ApiKeyScope }) =>
    apiFetch("/admin/api-keys", { body, schema: apiKeyCreatedSchema }),
  revokeApiKey: async ({ keyId }: { keyId: string }) => {
    await apiFetch(`/admin/api-keys/${id(keyId)}`, { method: "DELETE" });
    return null;
  },
  checkImport: ({ csv, mapping }: { csv: string; mapping?: ImportMapping }) =>
    apiFetch(importPath(mapping, true), { method: "POST", csv, schema: importDryRunSchema }),
  /** Queues the import, then answers its job (queued), so the page follows it like a bulk invite. */
  startImport: async ({ csv, mapping }: { csv: string; mapping?: ImportMapping }) => {
    const { jobId } = await apiFetch(importPath(mapping, false), { method: "POST", csv, schema: importQueuedSchema });
    return apiFetch(`/jobs/${id(jobId)}`, { schema: jobSchema });
  },
  askImportedToConfirm: (_: Record<string, never>) =>
    apiFetch("/admin/imports/ask-to-confirm", { method: "POST", schema: askToConfirmSchema }),
};

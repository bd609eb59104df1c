import { adminMeta } from "~/components/admin/admin-meta";
import { ApiKeysSection } from "~/components/integrations/api-keys-section";
import { DeliveryLog } from "~/components/integrations/delivery-log";
import { WebhookForm } from "~/components/integrations/webhook-form";
import { WebhookList } from "~/components/integrations/webhook-list";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi } from "~/lib/route-data";
import { apiKeyListSchema, webhookDeliveriesSchema, webhookListSchema } from "../../../contract/integrations";
import type { Route } from "./+types/integrations";

export function meta() {
  return adminMeta("Integrations");
}

/** For owners: the API refuses anyone else (403), which the error boundary says. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // ?log=<endpoint id>: that endpoint's delivery log is shown too, in the URL so a reload keeps it.
  const shown = new URL(request.url).searchParams.get("log") ?? undefined;
  const [webhooks, keys, log] = await Promise.all([
    loadApi(request, "/admin/webhooks", webhookListSchema),
    loadApi(request, "/admin/api-keys", apiKeyListSchema),
    shown
      ? loadApi(request, `/admin/webhooks/${encodeURIComponent(shown)}/deliveries`, webhookDeliveriesSchema)
      : undefined,
  ]);
  return {
    webhooks: webhooks.items,
    keys: keys.items,
    shown: shown && log ? { id: shown, items: log.items } : undefined,
  };
}

/** Webhook endpoints with their delivery logs, and API keys: the ways other tools hear from and reach the waitlist. */
export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { webhooks, keys, shown } = loaderData;
  return (
    <main className="space-y-8">
      <div className="space-y-2">
        <h1 className="font-display text-3xl">Integrations</h1>
        <p className="text-sm text-ink-muted">
          Webhooks tell your other tools what happens here, signed by the Standard Webhooks specification and retried
          for three days. API keys let them read the lists and, if you allow it, invite.
        </p>
      </div>
      <section aria-labelledby="webhooks" className="space-y-3">
        <h2 id="webhooks" className="font-display text-2xl">
          Webhooks
        </h2>
        <WebhookList endpoints={webhooks} shown={shown?.id} />
        {shown && <DeliveryLog key={shown.id} webhookId={shown.id} items={shown.items} />}
        <WebhookForm />
      </section>
      <ApiKeysSection keys={keys} />
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading the integrations…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Integrations</h1>
      <RouteError error={error} />
    </main>
  );
}

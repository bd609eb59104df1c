import { Link } from "react-router";
import { useAdminWrite } from "~/components/form/use-admin-write";
import type { WebhookEndpoint } from "../../../contract/integrations";

const LINK = "text-sm font-semibold text-teal-dark underline disabled:opacity-60";

function EndpointRow({ endpoint, showing }: { endpoint: WebhookEndpoint; showing: boolean }) {
  const write = useAdminWrite("Error: ");
  const id = { webhookId: endpoint.id };
  return (
    <li className="space-y-1 border-t border-ink-muted/20 py-3 first:border-t-0">
      <p className="break-all font-mono text-sm">{endpoint.url}</p>
      <p className="text-sm text-ink-muted">{endpoint.events.join(", ")}</p>
      {endpoint.disabledAt && (
        <p className="text-sm text-danger">
          Switched off {new Date(endpoint.disabledAt).toLocaleString("en-IN")}: {endpoint.disabledReason}. Send a failed
          event again from its log to switch it back on.
        </p>
      )}
      <div className="flex flex-wrap gap-4">
        <Link to={showing ? "?" : `?log=${encodeURIComponent(endpoint.id)}`} className={LINK}>
          {showing ? "Hide the delivery log" : "Delivery log"}
        </Link>
        <button type="button" className={LINK} disabled={write.pending} onClick={() => write.run("testWebhook", id)}>
          Send a test event
        </button>
        <button type="button" className={LINK} disabled={write.pending} onClick={() => write.run("removeWebhook", id)}>
          Remove
        </button>
      </div>
      {write.error && (
        <p role="alert" className="text-sm text-danger">
          {write.error}
        </p>
      )}
    </li>
  );
}

/** The endpoints, each with its log, a test event and removal; an empty list says what an endpoint is for. */
export function WebhookList({ endpoints, shown }: { endpoints: WebhookEndpoint[]; shown: string | undefined }) {
  if (endpoints.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        No endpoints yet. Add one to send sign-ups, confirmations and invites to your own tools as they happen.
      </p>
    );
  }
  return (
    <ul className="rounded-card bg-white px-4 shadow-soft">
      {endpoints.map((endpoint) => (
        <EndpointRow key={endpoint.id} endpoint={endpoint} showing={endpoint.id === shown} />
      ))}
    </ul>
  );
}

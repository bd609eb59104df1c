import { useAdminWrite } from "~/components/form/use-admin-write";
import type { WebhookDelivery } from "../../../contract/integrations";

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium" });

function attemptText(a: WebhookDelivery["log"][number]) {
  const outcome = a.responseCode === null ? (a.error ?? "no answer") : `answered ${a.responseCode}`;
  return `#${a.attempt} ${when(a.at)}: ${outcome} (${a.durationMs} ms)`;
}

/** One endpoint's newest deliveries, each attempt listed; a delivered or failed one can be sent again. */
export function DeliveryLog({ webhookId, items }: { webhookId: string; items: WebhookDelivery[] }) {
  const write = useAdminWrite("Error: ");
  return (
    <section aria-labelledby="delivery-log" className="space-y-2 rounded-card bg-white p-4 shadow-soft">
      <h3 id="delivery-log" className="font-display text-lg">
        Delivery log
      </h3>
      {items.length === 0 && <p className="text-sm text-ink-muted">Nothing sent to this endpoint yet.</p>}
      {write.error && (
        <p role="alert" className="text-sm text-danger">
          {write.error}
        </p>
      )}
      <ul className="space-y-3">
        {items.map((d) => (
          <li key={d.eventId} className="space-y-1 text-sm">
            <p>
              <code>{d.type}</code> <span className="ml-1 font-mono text-ink-muted">{d.eventId}</span>:{" "}
              <strong className={d.status === "failed" ? "text-danger" : undefined}>{d.status}</strong> after{" "}
              {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
              {d.nextAttemptAt ? `, next ${when(d.nextAttemptAt)}` : ""}
            </p>
            <ul className="list-disc pl-5 text-ink-muted">
              {d.log.map((a) => (
                <li key={a.attempt}>{attemptText(a)}</li>
              ))}
            </ul>
            {d.status !== "pending" && (
              <button
                type="button"
                disabled={write.pending}
                onClick={() => write.run("resendWebhook", { webhookId, eventId: d.eventId })}
                className="text-sm font-semibold text-teal-dark underline disabled:opacity-60"
              >
                Send again
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { type FormEvent, useState } from "react";
import { TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from "../../../contract/integrations";
import { SecretOnce } from "./secret-once";

const BUTTON = "rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-60";

/** An owner adds an endpoint: its address and the events it wants; the signing secret is shown once. */
export function WebhookForm() {
  const form = useAdminWrite("Error: ");
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["entry.created"]);
  const [secret, setSecret] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSecret(undefined);
    const result = await form.run("addWebhook", { url, events });
    if (result.ok) {
      setSecret(result.value.secret);
      setUrl("");
    }
  }
  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents(on ? [...events, name] : events.filter((e) => e !== name));

  return (
    <form onSubmit={submit} className="space-y-3 rounded-card bg-white p-4 shadow-soft" aria-labelledby="add-webhook">
      <h3 id="add-webhook" className="font-display text-lg">
        Add an endpoint
      </h3>
      <TextField
        label="Endpoint address (https://)"
        type="url"
        inputMode="url"
        placeholder="https://hooks.example.com/stashd"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={form.messageFor("url")}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">Events it receives</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
            <span>
              <code>{name}</code>: {WEBHOOK_EVENT_LABELS[name]}
            </span>
          </label>
        ))}
        {form.messageFor("events") && <p className="text-sm text-danger">{form.messageFor("events")}</p>}
      </fieldset>
      <button type="submit" disabled={form.pending} className={BUTTON}>
        {form.pending ? "Adding…" : "Add endpoint"}
      </button>
      {form.error && !form.messageFor("url") && !form.messageFor("events") && (
        <p role="alert" className="text-sm text-danger">
          {form.error}
        </p>
      )}
      {secret && <SecretOnce label="Signing secret" value={secret} />}
    </form>
  );
}

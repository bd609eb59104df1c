import { type FormEvent, useState } from "react";
import { TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from "../../../contract/integrations";
import { SecretOnce } from "./secret-once";

const BUTTON = "rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-60";
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-IN") : "never");

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const write = useAdminWrite("Error: ");
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 border-t border-ink-muted/20 py-3 first:border-t-0">
      <div className="text-sm">
        <p className="font-semibold">
          {apiKey.name} <span className="font-mono font-normal text-ink-muted">{apiKey.prefix}…</span>
        </p>
        <p className="text-ink-muted">
          {API_KEY_SCOPE_LABELS[apiKey.scope]}. Last used: {day(apiKey.lastUsedAt)}.
          {apiKey.revokedAt ? ` Revoked ${day(apiKey.revokedAt)}.` : ""}
        </p>
      </div>
      {!apiKey.revokedAt && (
        <button
          type="button"
          disabled={write.pending}
          onClick={() => write.run("revokeApiKey", { keyId: apiKey.id })}
          className="text-sm font-semibold text-danger underline disabled:opacity-60"
        >
          Revoke
        </button>
      )}
      {write.error && (
        <p role="alert" className="w-full text-sm text-danger">
          {write.error}
        </p>
      )}
    </li>
  );
}

/** API keys: each shown once when made, used as `Authorization: Bearer`, revocable at once. */
export function ApiKeysSection({ keys }: { keys: ApiKey[] }) {
  const form = useAdminWrite("Error: ");
  const [fields, setFields] = useState({ name: "", scope: "read" as ApiKeyScope });
  const [made, setMade] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMade(undefined);
    const result = await form.run("addApiKey", fields);
    if (result.ok) {
      setMade(result.value.key);
      setFields({ name: "", scope: "read" });
    }
  }

  return (
    <section aria-labelledby="api-keys" className="space-y-3">
      <h2 id="api-keys" className="font-display text-2xl">
        API keys
      </h2>
      <p className="text-sm text-ink-muted">
        A key calls the staff API as <code>Authorization: Bearer &lt;key&gt;</code>, within its scope. It never manages
        staff, keys, webhooks or erasure.
      </p>
      {keys.length === 0 ? (
        <p className="text-sm text-ink-muted">No keys yet.</p>
      ) : (
        <ul className="rounded-card bg-white px-4 shadow-soft">
          {keys.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-3 rounded-card bg-white p-4 shadow-soft" aria-labelledby="add-key">
        <h3 id="add-key" className="font-display text-lg">
          Create a key
        </h3>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label="Name (the tool that uses it)"
            value={fields.name}
            onChange={(e) => setFields({ ...fields, name: e.target.value })}
            error={form.messageFor("name")}
          />
          <fieldset>
            <legend className="text-sm font-semibold">Scope</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="scope"
                  checked={fields.scope === scope}
                  onChange={() => setFields({ ...fields, scope })}
                />
                {API_KEY_SCOPE_LABELS[scope]}
              </label>
            ))}
          </fieldset>
        </div>
        <button type="submit" disabled={form.pending} className={BUTTON}>
          {form.pending ? "Creating…" : "Create key"}
        </button>
        {form.error && !form.messageFor("name") && (
          <p role="alert" className="text-sm text-danger">
            {form.error}
          </p>
        )}
        {made && <SecretOnce label="API key" value={made} />}
      </form>
    </section>
  );
}

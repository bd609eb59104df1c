import { startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useReauth } from "~/components/second-factor/reauth";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type Passkey, passkeyOptionsSchema, passkeySchema } from "../../../contract/passkeys";
import { REAUTH_REQUIRED } from "../../../contract/second-factor";
import { passkeyErrorMessage } from "./passkey-error";

const BUTTON = "rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-70";

/** The account's passkeys: add one (the browser's dialog), or remove one. The page's data reloads after. */
export function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  const revalidator = useRevalidator();
  const reauth = useReauth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [label, setLabel] = useState("");

  async function act(work: () => Promise<unknown>) {
    setPending(true);
    setError(undefined);
    try {
      // Adding or removing a passkey needs a second factor from the last 10 minutes: ask, then go again.
      await work().catch(async (caught) => {
        if (!(caught instanceof ApiError && caught.code === REAUTH_REQUIRED) || !(await reauth())) throw caught;
        await work();
      });
      await revalidator.revalidate();
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }
  const add = () =>
    act(async () => {
      const optionsJSON = await apiFetch("/auth/passkeys/options", { body: {}, schema: passkeyOptionsSchema });
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      await apiFetch("/auth/passkeys", { body: { response, label: label.trim() || undefined }, schema: passkeySchema });
      setLabel("");
    });
  const remove = (id: string) => act(() => apiFetch(`/auth/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }));

  return (
    <section aria-labelledby="passkeys-heading" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="passkeys-heading" className="text-lg font-semibold">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        A passkey signs you in on its own, with no password or code: your device checks it is you.
      </p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-4 divide-y divide-ink/10">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{passkey.label}</span>
                <span className="text-xs text-ink-muted">
                  Added {passkey.createdAt.slice(0, 10)}
                  {passkey.lastUsedAt ? `, last used ${passkey.lastUsedAt.slice(0, 10)}` : ", not used yet"}
                </span>
              </span>
              <button
                type="button"
                onClick={() => void remove(passkey.id)}
                disabled={pending}
                aria-label={`Remove ${passkey.label}`}
                className={`${BUTTON} border border-ink/20 hover:bg-sand`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="passkey-label" className="mt-6 block text-sm font-medium">
        Name for a new passkey (optional)
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="passkey-label"
          value={label}
          maxLength={60}
          onChange={(event) => setLabel(event.target.value)}
          placeholder="e.g. Work laptop"
          className="min-w-0 flex-1 rounded-lg border border-ink/20 px-3 py-2"
        />
        <button
          type="button"
          onClick={() => void add()}
          disabled={pending}
          className={`${BUTTON} bg-teal text-white hover:bg-teal-dark`}
        >
          {pending ? "Waiting…" : "Add a passkey"}
        </button>
      </div>
    </section>
  );
}

import { useEffect, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { passkeyListSchema } from "../../../contract/passkeys";
import { answerWithPasskey } from "./answer-with-passkey";
import { passkeyErrorMessage } from "./passkey-error";

/**
 * "Use a passkey instead" in the admin's "Confirm it's you" dialog: fresh proof with one of the account's
 * own passkeys. Shown only where the browser has WebAuthn and the account has a passkey.
 */
export function PasskeyProof({ onPassed }: { onPassed: () => void }) {
  const [available, setAvailable] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (typeof window.PublicKeyCredential !== "function") return;
    apiFetch("/auth/passkeys", { schema: passkeyListSchema }).then(
      (list) => setAvailable(list.passkeys.length > 0),
      // Without the list the code still works: the button simply stays away.
      () => setAvailable(false),
    );
  }, []);
  if (!available) return null;

  async function prove() {
    setPending(true);
    setError(undefined);
    try {
      await answerWithPasskey("/auth/passkeys/proof/options", "/auth/passkeys/proof");
      onPassed();
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-4 border-t border-ink/10 pt-4">
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void prove()}
        disabled={pending}
        className="w-full rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-sand disabled:opacity-70"
      >
        {pending ? "Waiting for your passkey…" : "Use a passkey instead"}
      </button>
    </div>
  );
}

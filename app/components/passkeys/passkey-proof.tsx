import { useEffect, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { passkeyListSchema } from "../../../contract/passkeys";
import { answerWithPasskey } from "./answer-with-passkey";
import { PasskeyButton } from "./passkey-button";

/**
 * "Use a passkey instead" in the admin's "Confirm it's you" dialog: fresh proof with one of the account's
 * own passkeys. Shown only where the browser has WebAuthn and the account has a passkey.
 */
export function PasskeyProof({ onPassed }: { onPassed: () => void }) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (typeof window.PublicKeyCredential !== "function") return;
    apiFetch("/auth/passkeys", { schema: passkeyListSchema }).then(
      (list) => setAvailable(list.passkeys.length > 0),
      // Without the list the code still works: the button simply stays away.
      () => setAvailable(false),
    );
  }, []);
  if (!available) return null;

  return (
    <div className="mt-4 border-t border-ink/10 pt-4">
      <PasskeyButton
        label="Use a passkey instead"
        action={async () => {
          await answerWithPasskey("/auth/passkeys/proof/options", "/auth/passkeys/proof");
          onPassed();
        }}
      />
    </div>
  );
}

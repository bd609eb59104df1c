import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { safeNextPath } from "~/lib/safe-next";
import { sessionResponseSchema } from "../../../contract/auth";
import { answerWithPasskey } from "./answer-with-passkey";
import { passkeyErrorMessage } from "./passkey-error";

/** "Sign in with a passkey": both factors in one step. Shown only where the browser has WebAuthn. */
export function PasskeySignIn({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const [supported, setSupported] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  async function signIn() {
    setPending(true);
    setError(undefined);
    try {
      await answerWithPasskey("/auth/passkey/options", "/auth/passkey/sign-in", sessionResponseSchema);
      await navigate(safeNextPath(next));
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-4">
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={pending}
        className="w-full rounded-full border border-ink/20 px-4 py-2.5 font-semibold text-ink hover:bg-sand disabled:opacity-70"
      >
        {pending ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
    </div>
  );
}

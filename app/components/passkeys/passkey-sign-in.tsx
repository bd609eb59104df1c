import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { safeNextPath } from "~/lib/safe-next";
import { sessionResponseSchema } from "../../../contract/auth";
import { answerWithPasskey } from "./answer-with-passkey";
import { PasskeyButton } from "./passkey-button";

/** "Sign in with a passkey": both factors in one step. Shown only where the browser has WebAuthn. */
export function PasskeySignIn({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  return (
    <div className="mt-4">
      <PasskeyButton
        label="Sign in with a passkey"
        action={async () => {
          await answerWithPasskey("/auth/passkey/options", "/auth/passkey/sign-in", sessionResponseSchema);
          await navigate(safeNextPath(next));
        }}
      />
    </div>
  );
}

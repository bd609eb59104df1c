import { type FormEvent, useState } from "react";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { CodeField } from "~/components/second-factor/code-field";
import { QrCode } from "~/components/second-factor/qr-code";
import type { TotpSetup } from "../../../contract/second-factor";

const BUTTON = "rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-sand disabled:opacity-60";

/**
 * A new phone: scan a new key, and its first code makes it the account's app. Until then the old app keeps
 * working, so a half-finished replacement never locks anyone out.
 */
export function AuthenticatorReplacement() {
  const begin = useAdminWrite();
  const confirm = useAdminWrite();
  const [secret, setSecret] = useState<TotpSetup>();
  const [done, setDone] = useState(false);

  async function onBegin() {
    setDone(false);
    const result = await begin.run("totpReplace", {});
    if (result.ok) setSecret(result.value);
  }
  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    const result = await confirm.run("totpReplaceConfirm", { code });
    if (result.ok) {
      setSecret(undefined);
      setDone(true);
    }
  }

  if (!secret) {
    return (
      <div>
        <p className="text-sm text-ink-muted">
          Moving to a new phone? Set up the app there; your current app keeps working until the new one's first code is
          accepted.
        </p>
        {begin.error && (
          <p role="alert" className="mt-2 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
            {begin.error}
          </p>
        )}
        <p role="status" className="mt-2 text-sm text-success">
          {done && "Your new authenticator app is set up. The old one no longer works."}
        </p>
        <button type="button" disabled={begin.pending} onClick={() => void onBegin()} className={`mt-2 ${BUTTON}`}>
          Replace the authenticator app
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void onConfirm(event)} noValidate className="space-y-3">
      <p className="text-sm text-ink-muted">Scan this with the new app, or type the key, then enter its code.</p>
      <div className="flex justify-center">
        <QrCode value={secret.otpauthUrl} label="QR code for your new authenticator app" />
      </div>
      <p className="text-sm">
        Key:{" "}
        <code data-testid="totp-replacement-secret" className="break-all rounded bg-sand px-1.5 py-0.5 font-mono">
          {secret.secret}
        </code>
      </p>
      <CodeField error={confirm.error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={confirm.pending}
          className="rounded-full bg-teal px-5 py-2 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
        >
          {confirm.pending ? "Checking…" : "Use the new app"}
        </button>
        <button type="button" onClick={() => setSecret(undefined)} className={BUTTON}>
          Keep the current app
        </button>
      </div>
    </form>
  );
}

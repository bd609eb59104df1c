import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useAdminWrite } from "~/components/form/use-admin-write";
import type { TotpSetup } from "../../../contract/second-factor";
import { RecoveryCodeList } from "../security/recovery-code-list";
import { CodeField } from "./code-field";
import { QrCode } from "./qr-code";

const button =
  "mt-6 w-full rounded-full bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70";

/**
 * First sign-in: a new authenticator app. Setup gives a secret (QR code and text), the first code turns it
 * on and answers ten recovery codes, shown once, then the person goes on to where they were going.
 */
export function TotpEnrolment({ next }: { next: string }) {
  const setup = useAdminWrite();
  const enable = useAdminWrite();
  const [secret, setSecret] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();

  async function onSetup() {
    const result = await setup.run("totpSetup", {});
    if (result.ok) setSecret(result.value);
  }

  async function onEnable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await enable.run("totpEnable", {
      code: String(new FormData(event.currentTarget).get("code") ?? ""),
    });
    if (result.ok) setCodes(result.value.recoveryCodes);
  }

  if (codes) {
    return (
      <section aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="mt-4 font-semibold">
          Your recovery codes
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Keep them somewhere safe, apart from your phone. Each works once, in place of a code, if you lose the app.
          They are not shown again.
        </p>
        <RecoveryCodeList codes={codes} />
        <Link to={next} replace className={`${button} block text-center`}>
          Continue
        </Link>
      </section>
    );
  }

  if (!secret) {
    return (
      <>
        <p className="mt-3 text-sm text-ink-muted">
          Staff accounts need a second factor: an authenticator app (such as Google Authenticator, 1Password or Aegis)
          that shows a new 6-digit code every 30 seconds.
        </p>
        {setup.error && (
          <p role="alert" className="mt-4 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
            {setup.error}
          </p>
        )}
        <button type="button" disabled={setup.pending} className={button} onClick={() => void onSetup()}>
          Set up an authenticator app
        </button>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void onEnable(event)} noValidate>
      <p className="mt-3 text-sm text-ink-muted">Scan this code with your authenticator app, or type the key.</p>
      <div className="mt-4 flex justify-center">
        <QrCode value={secret.otpauthUrl} label="QR code for your authenticator app" />
      </div>
      <p className="mt-3 text-sm">
        Key:{" "}
        <code data-testid="totp-secret" className="break-all rounded bg-sand px-1.5 py-0.5 font-mono">
          {secret.secret}
        </code>
      </p>
      <div className="mt-4">
        <CodeField error={enable.error} />
      </div>
      <button type="submit" disabled={enable.pending} className={button}>
        {enable.pending ? "Checking…" : "Turn on"}
      </button>
    </form>
  );
}

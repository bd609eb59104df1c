import type { ReactNode } from "react";
import { PasskeyList } from "~/components/passkeys/passkey-list";
import { AuthenticatorReplacement } from "~/components/security/authenticator-replacement";
import { PasswordChange } from "~/components/security/password-change";
import { RecoveryCodesRenewal } from "~/components/security/recovery-codes-renewal";
import { loadApi } from "~/lib/route-data";
import { passkeyListSchema } from "../../../contract/passkeys";
import type { Route } from "./+types/security";

export function meta() {
  return [{ title: "Security | Stashd admin" }];
}

/** The signed-in account's own sign-in methods: its passkeys (the rest of the page needs no data). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApi(request, "/auth/passkeys", passkeyListSchema);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-soft">
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A staff member looks after their own account: password, authenticator app, recovery codes and passkeys.
 * Each change asks for a fresh second factor first when the last one is over 10 minutes old.
 */
export default function Security({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="font-display text-2xl">Security</h1>
      <Section id="password" title="Password">
        <PasswordChange />
      </Section>
      <Section id="authenticator" title="Authenticator app">
        <AuthenticatorReplacement />
      </Section>
      <Section id="recovery" title="Recovery codes">
        <RecoveryCodesRenewal />
      </Section>
      <PasskeyList passkeys={loaderData.passkeys} />
    </div>
  );
}

import type { FormEvent } from "react";
import { redirect, useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { CodeField } from "~/components/second-factor/code-field";
import { TotpEnrolment } from "~/components/second-factor/totp-enrolment";
import { apiFetch } from "~/lib/api-client";
import { safeNextPath } from "~/lib/safe-next";
import { sessionStateSchema } from "../../../contract/auth";
import type { Route } from "./+types/second-factor";

/** After the password: enrol an authenticator app (first sign-in) or enter a code from it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { staff, secondFactor } = await apiFetch("/auth/session", { schema: sessionStateSchema });
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (!staff) throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (secondFactor === "passed") throw redirect(next);
  return { email: staff.email, state: secondFactor };
}

/** Not after the enrolment's own write: the recovery codes stay on screen until the person continues. */
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return adminMeta("Second factor");
}

function VerifyForm({ next }: { next: string | null }) {
  const verify = useAdminWrite();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify.run("totpVerify", { code: String(new FormData(event.currentTarget).get("code") ?? ""), next });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6">
      <CodeField error={verify.error} recovery />
      <button
        type="submit"
        disabled={verify.pending}
        className="mt-6 w-full rounded-full bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
      >
        {verify.pending ? "Checking…" : "Continue"}
      </button>
    </form>
  );
}

export default function SecondFactor({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get("next");
  return (
    <main className="grid min-h-dvh place-items-center bg-sand px-4">
      <div className="w-full max-w-sm rounded-card bg-white p-8 shadow-soft">
        <p className="font-display text-2xl text-ink">Stashd</p>
        <h1 className="mt-1 text-lg font-semibold text-ink">
          {loaderData.state === "enrol" ? "Set up a second factor" : "Second factor"}
        </h1>
        <p className="mt-1 truncate text-sm text-ink-muted">{loaderData.email}</p>
        {loaderData.state === "enrol" ? <TotpEnrolment next={safeNextPath(next)} /> : <VerifyForm next={next} />}
      </div>
    </main>
  );
}

import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorWithRetry } from "~/components/admin/load-state";
import { useApiData } from "~/components/admin/use-api-data";
import { SignupForm } from "~/components/onboarding/signup-form";
import { BRAND_NAME, CONTACT_EMAIL } from "~/content/site";
import { onboardingSummarySchema } from "../../contract/onboarding";

export function meta() {
  return [{ title: `Complete your signup | ${BRAND_NAME}` }, { name: "robots", content: "noindex" }];
}

/** 404 and 410 mean the link itself cannot work: say why, and offer no form and no Retry. */
const FINAL_STATUSES = new Set([404, 410]);

function OnboardingBody({ inviteId }: { inviteId: string | undefined }) {
  const state = useApiData(
    inviteId ? `/onboarding/${encodeURIComponent(inviteId)}` : undefined,
    onboardingSummarySchema,
  );
  const [signedUpAs, setSignedUpAs] = useState<string>();

  if (!inviteId || (state.error && FINAL_STATUSES.has(state.error.status))) {
    return (
      <div role="alert">
        <h1 className="font-display text-3xl">This invite link cannot be used</h1>
        <p className="mt-3 text-ink-muted">
          {state.error?.detail ?? "The link is missing its invite code. Open the whole link from your e-mail."}
        </p>
        <p className="mt-4 text-sm">
          Write to{" "}
          <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-teal-dark underline">
            {CONTACT_EMAIL}
          </a>{" "}
          or{" "}
          <Link to="/" className="font-medium text-teal-dark underline">
            visit our home page
          </Link>
          .
        </p>
      </div>
    );
  }
  if (state.error) return <ErrorWithRetry message={state.error.detail} onRetry={state.retry} />;
  if (!state.data)
    return (
      <p role="status" className="text-ink-muted">
        Checking your invite…
      </p>
    );
  if (signedUpAs) {
    return (
      <div role="status">
        <h1 className="font-display text-3xl">You're in, {signedUpAs}!</h1>
        <p className="mt-3 text-ink-muted">
          Your {BRAND_NAME} account is ready. Our concierge team will reach you at {state.data.email} to plan your first
          stash.
        </p>
      </div>
    );
  }
  return (
    <>
      <h1 className="font-display text-3xl">{state.data.name ? `Welcome, ${state.data.name}` : "Welcome"}</h1>
      <p className="mt-2 text-ink-muted">
        Your invite for <strong className="text-ink">{state.data.email}</strong> is ready. Check your details and
        complete your signup.
      </p>
      <SignupForm invite={state.data} onDone={setSignedUpAs} />
    </>
  );
}

export default function Onboarding() {
  const [params] = useSearchParams();
  return (
    <main className="grid min-h-dvh place-items-center bg-sand px-4 py-10">
      <div className="w-full max-w-md rounded-card bg-white p-8 shadow-soft">
        <Link to="/" className="mb-6 inline-block font-display text-xl">
          {BRAND_NAME}
        </Link>
        <OnboardingBody inviteId={params.get("invite") ?? undefined} />
      </div>
    </main>
  );
}

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
  if (signedUpAs) return <SignedUp name={signedUpAs} email={state.data.email} />;
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

/** After a successful signup: what happens now, and whom to contact meanwhile. */
function SignedUp({ name, email }: { name: string; email: string }) {
  return (
    <div role="status">
      <h1 className="font-display text-3xl">You're in, {name}!</h1>
      <p className="mt-3 text-ink-muted">Your {BRAND_NAME} account is ready. Here is what happens next:</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm">
        <li>
          Within 2 working days our concierge team writes to <strong>{email}</strong> and calls you to book the pickup
          of your first stash.
        </li>
        <li>At the pickup we list every item with you; you choose a plan on the pricing page then.</li>
        <li>From then on, ask for your clothes with 8 hours' notice and they are delivered pressed.</li>
      </ol>
      <p className="mt-4 text-sm">
        Questions before then? Write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-teal-dark underline">
          {CONTACT_EMAIL}
        </a>
        .
      </p>
      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <Link to="/pricing" className="font-medium text-teal-dark underline">
          See the plans
        </Link>
        <Link to="/terms" className="font-medium text-teal-dark underline">
          Read the pilot terms
        </Link>
      </p>
    </div>
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

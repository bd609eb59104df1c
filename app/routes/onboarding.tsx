import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { AccountForm } from "~/components/onboarding/account-form";
import { RouteError } from "~/components/ui/route-error";
import { BRAND_NAME, CONTACT_EMAIL } from "~/content/site";
import { RESPONSE_TIME } from "~/content/terms";
import { ApiError } from "~/lib/api-client";
import { loadApi } from "~/lib/route-data";
import { type OnboardingSummary, onboardingSummarySchema } from "../../contract/onboarding";
import type { Route } from "./+types/onboarding";

export function meta() {
  return [{ title: `Complete your signup | ${BRAND_NAME}` }, { name: "robots", content: "noindex" }];
}

/** 404 and 410 mean the link itself cannot work: say why, and offer no form and no Retry. */
const FINAL_STATUSES = new Set([404, 410]);
const MISSING_CODE = "The link is missing its invite code. Open the whole link from your e-mail.";

type Invite = { status: "ready"; invite: OnboardingSummary; code: string } | { status: "unusable"; detail: string };

/** The invite the link's ?invite=<code> opens; any other failure goes to the ErrorBoundary, which offers Retry. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<Invite> {
  const code = new URL(request.url).searchParams.get("invite");
  if (!code) return { status: "unusable", detail: MISSING_CODE };
  try {
    const invite = await loadApi(request, `/onboarding/${encodeURIComponent(code)}`, onboardingSummarySchema);
    return { status: "ready", invite, code };
  } catch (error) {
    if (error instanceof ApiError && FINAL_STATUSES.has(error.status))
      return { status: "unusable", detail: error.detail };
    throw error;
  }
}

function OnboardingBody({ state }: { state: Invite }) {
  const [signedUpAs, setSignedUpAs] = useState<string>();

  if (state.status === "unusable") {
    return (
      <div role="alert">
        <h1 className="font-display text-3xl">This invite link cannot be used</h1>
        <p className="mt-3 text-ink-muted">{state.detail}</p>
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
  const invite = state.invite;
  if (signedUpAs) return <SignedUp name={signedUpAs} email={invite.email} />;
  return (
    <>
      <h1 className="font-display text-3xl">{invite.name ? `Welcome, ${invite.name}` : "Welcome"}</h1>
      <p className="mt-2 text-ink-muted">
        Your invite for <strong className="text-ink">{invite.email}</strong> is ready. Check your details and complete
        your signup.
      </p>
      <AccountForm invite={invite} code={state.code} onDone={setSignedUpAs} />
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
          Within {RESPONSE_TIME} our concierge team writes to <strong>{email}</strong> and calls you to book the pickup
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

function Card({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-sand px-4 py-10">
      <div className="w-full max-w-md rounded-card bg-white p-8 shadow-soft">
        <Link to="/" className="mb-6 inline-block font-display text-xl">
          {BRAND_NAME}
        </Link>
        {children}
      </div>
    </main>
  );
}

export default function Onboarding({ loaderData }: Route.ComponentProps) {
  return (
    <Card>
      <OnboardingBody state={loaderData} />
    </Card>
  );
}

export function HydrateFallback() {
  return (
    <Card>
      <p role="status" className="text-ink-muted">
        Checking your invite…
      </p>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Card>
      <RouteError error={error} />
    </Card>
  );
}

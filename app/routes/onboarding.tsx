import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { AccountForm } from "~/components/onboarding/account-form";
import { Placed } from "~/components/onboarding/placed";
import { UnusableLink, type UnusableReason } from "~/components/onboarding/unusable-link";
import { RouteError } from "~/components/ui/route-error";
import { titleClass } from "~/components/waitlist/panel-style";
import { type OnboardingCopy, onboardingCopy } from "~/content/onboarding";
import { BRAND_NAME, CONTACT_EMAIL } from "~/content/site";
import { ApiError } from "~/lib/api-client";
import { readInviteLink } from "~/lib/invite-link";
import { loadApi } from "~/lib/route-data";
import { fillIn } from "../../contract/form-copy";
import { type LanguageCode, languageOf } from "../../contract/languages";
import { type OnboardingSummary, onboardingSummarySchema } from "../../contract/onboarding";
import type { Route } from "./+types/onboarding";

/**
 * Titled in the invite's language once it is known (the words of the e-mail's button), before that and for
 * a link that cannot be used in the language the link hints at.
 */
export function meta({ loaderData }: Route.MetaArgs) {
  const language = loaderData?.status === "ready" ? loaderData.invite.language : (loaderData?.language ?? "en");
  return [{ title: `${onboardingCopy(language).title} | ${BRAND_NAME}` }, { name: "robots", content: "noindex" }];
}

/** 404 and 410 mean the link itself cannot work: say why, and offer no form and no Retry. */
const FINAL_REASONS = new Map<number, UnusableReason>([
  [404, "unknown"],
  [410, "gone"],
]);

type Invite =
  | { status: "ready"; invite: OnboardingSummary; code: string }
  | { status: "unusable"; reason: UnusableReason; detail: string; language: LanguageCode };

/**
 * The invite the link's ?invite=<code> opens; any other failure goes to the ErrorBoundary, which offers Retry.
 * The link's `lang` only picks the words until the invite answers with its own language; the API gets the code.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<Invite> {
  const { code, language } = readInviteLink(new URL(request.url).search);
  if (!code) return { status: "unusable", reason: "missing", detail: "", language };
  try {
    const invite = await loadApi(request, `/onboarding/${encodeURIComponent(code)}`, onboardingSummarySchema);
    return { status: "ready", invite, code };
  } catch (error) {
    const reason = error instanceof ApiError ? FINAL_REASONS.get(error.status) : undefined;
    if (error instanceof ApiError && reason) return { status: "unusable", reason, detail: error.detail, language };
    throw error;
  }
}

function OnboardingBody({ state }: { state: Invite }) {
  if (state.status === "unusable") return <UnusableLink {...state} />;
  const language = languageOf(state.invite.language);
  return (
    // The invite's own language from here on; the browser picks the script's face by lang (indian-scripts.css).
    <div lang={language.code} dir={language.dir}>
      <InviteReady invite={state.invite} code={state.code} />
    </div>
  );
}

function InviteReady({ invite, code }: { invite: OnboardingSummary; code: string }) {
  const [signedUpAs, setSignedUpAs] = useState<string>();
  const copy = onboardingCopy(invite.language);
  if (signedUpAs)
    return <SignedUp copy={copy.signedUp} language={invite.language} name={signedUpAs} email={invite.email} />;
  return (
    <>
      <h1 className={titleClass(invite.language, "font-display text-3xl", "text-3xl font-bold")}>
        {invite.name ? fillIn(copy.welcome, { name: invite.name }) : copy.welcomeNoName}
      </h1>
      <p className="mt-2 text-ink-muted">
        <Placed line={copy.ready} parts={{ email: <Address email={invite.email} className="text-ink" /> }} />
      </p>
      <AccountForm invite={invite} code={code} onDone={setSignedUpAs} />
    </>
  );
}

/** An address set apart, left to right also in a right-to-left line. */
function Address({ email, className = "" }: { email: string; className?: string }) {
  return (
    <strong dir="ltr" className={className}>
      {email}
    </strong>
  );
}

/** After a successful signup: what happens now, and whom to contact meanwhile. */
function SignedUp({
  copy,
  language,
  name,
  email,
}: {
  copy: OnboardingCopy["signedUp"];
  language: LanguageCode;
  name: string;
  email: string;
}) {
  const [first, second, third] = copy.steps;
  const contact = (
    <a href={`mailto:${CONTACT_EMAIL}`} dir="ltr" className="font-medium text-teal-dark underline">
      {CONTACT_EMAIL}
    </a>
  );
  return (
    <div role="status">
      <h1 className={titleClass(language, "font-display text-3xl", "text-3xl font-bold")}>
        {fillIn(copy.title, { name })}
      </h1>
      <p className="mt-3 text-ink-muted">{fillIn(copy.lead, { brand: BRAND_NAME })}</p>
      <ol className="mt-4 list-decimal space-y-2 ps-5 text-sm">
        <li>
          <Placed line={first} parts={{ email: <Address email={email} /> }} />
        </li>
        <li>{second}</li>
        <li>{third}</li>
      </ol>
      <p className="mt-4 text-sm">
        <Placed line={copy.questions} parts={{ email: contact }} />
      </p>
      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <Link to="/pricing" className="font-medium text-teal-dark underline">
          {copy.plans}
        </Link>
        <Link to="/terms" className="font-medium text-teal-dark underline">
          {copy.terms}
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Card>
      <RouteError error={error} />
    </Card>
  );
}

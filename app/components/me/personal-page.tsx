import { Link } from "react-router";
import { GrievanceForm } from "~/components/rights/grievance-form";
import { YourData } from "~/components/rights/your-data";
import { ErrorWithRetry } from "~/components/ui/error-with-retry";
import { ME_COPY } from "~/content/me";
import { ConsentSection } from "./consent-section";
import { DetailsForm } from "./details-form";
import { LeaveWaitlist } from "./leave-waitlist";
import { LineStatus } from "./line-status";
import { LinkRequestForm } from "./link-request-form";
import { ReferralShare } from "./referral-share";
import { TopReferrers } from "./top-referrers";
import { usePersonalPage } from "./use-personal-page";
import { WhatsappChoice } from "./whatsapp-choice";

/** Everything the personal link opens (docs/decisions/060), or the way to get a new link. */
export function PersonalPage({ token }: { token: string | null }) {
  const { state, headers, retry, show, left } = usePersonalPage(token);
  switch (state.status) {
    case "loading":
      return (
        <p role="status" className="text-ink-muted">
          {ME_COPY.loading}
        </p>
      );
    case "error":
      return <ErrorWithRetry message={state.detail} onRetry={retry} />;
    case "no-token":
    case "dead":
      return (
        <>
          {state.status === "dead" ? (
            <div role="alert">
              <h1 className="font-display text-3xl">{ME_COPY.deadTitle}</h1>
              <p className="mt-2 text-ink-muted">{state.detail}</p>
            </div>
          ) : (
            <h1 className="font-display text-3xl">{ME_COPY.title}</h1>
          )}
          {state.status === "no-token" ? <p className="text-ink-muted">{ME_COPY.noToken}</p> : null}
          <LinkRequestForm />
        </>
      );
    case "left":
      return (
        <div role="status">
          <h1 className="font-display text-3xl">{ME_COPY.leftTitle}</h1>
          <p className="mt-2 text-ink-muted">{ME_COPY.leftBody}</p>
          <Link to="/" className="mt-4 inline-block font-semibold text-teal-dark underline">
            Back to the home page
          </Link>
        </div>
      );
    case "ready":
      return (
        <>
          <LineStatus me={state.me} />
          <WhatsappChoice me={state.me} headers={headers} onSaved={show} />
          <ReferralShare me={state.me} />
          <TopReferrers people={state.me.topReferrers} />
          <DetailsForm me={state.me} headers={headers} onSaved={show} />
          <ConsentSection me={state.me} headers={headers} onSaved={show} />
          <YourData language={state.me.language} />
          <GrievanceForm from="page" language={state.me.language} />
          <LeaveWaitlist headers={headers} onLeft={left} />
        </>
      );
  }
}

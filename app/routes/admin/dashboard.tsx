import { useState } from "react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { InviteModal } from "~/components/admin/invite-modal";
import { InviteSentAlert } from "~/components/admin/invite-sent-alert";
import { InvitesList } from "~/components/admin/invites-list";
import { StatCard } from "~/components/admin/stat-card";
import { useApiData } from "~/components/admin/use-api-data";
import { draftFromSurvey, MANUAL_DRAFT, useInviteFlow } from "~/components/admin/use-invite-flow";
import { WaitlistList } from "~/components/admin/waitlist-list";
import { countResponseSchema, staffSurveyResponseListSchema } from "../../../contract/admin";

export function meta() {
  return adminMeta("User Admin Dashboard");
}

type View = "none" | "waitlist" | "invites";

const LINK = "rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:bg-white";
const TOGGLE = "rounded-full px-4 py-2 text-sm font-semibold";

export default function Dashboard() {
  const [view, setView] = useState<View>("none");
  // Bumped after each new invite so that an open invites list shows it.
  const [invitesVersion, setInvitesVersion] = useState(0);
  const surveys = useApiData("/admin/stats/surveys", countResponseSchema);
  const invites = useApiData("/admin/stats/invites", countResponseSchema);
  const signups = useApiData("/admin/stats/signups", countResponseSchema);
  const waitlist = useApiData(view === "waitlist" ? "/survey_responses" : undefined, staffSurveyResponseListSchema);
  const flow = useInviteFlow((result, draft) => {
    invites.retry();
    setInvitesVersion((n) => n + 1);
    waitlist.setData((rows) =>
      rows.map((row) => (row.email === draft.email ? { ...row, hasInvite: true, inviteStatus: result.status } : row)),
    );
  });

  const toggle = (target: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === target}
      onClick={() => setView(view === target ? "none" : target)}
      className={`${TOGGLE} ${view === target ? "bg-teal-dark text-white" : "bg-teal-light text-teal-dark hover:bg-teal hover:text-white"}`}
    >
      {label}
    </button>
  );

  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl">User Admin Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={LINK}>
            Back to Site
          </Link>
          <Link to="/admin/trending" className={LINK}>
            View Trends
          </Link>
          <button
            type="button"
            onClick={() => flow.open(MANUAL_DRAFT)}
            className="rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark"
          >
            Create Manual Invite
          </button>
        </div>
      </div>

      {flow.result && <InviteSentAlert result={flow.result} onDismiss={flow.dismissResult} />}

      <div className="grid gap-4 md:grid-cols-3">
        <StatCard label="Total Waitlist" state={surveys} action={toggle("waitlist", "View Waitlist")} />
        <StatCard label="Total Invites Sent" state={invites} action={toggle("invites", "View Invites")} />
        <StatCard label="Total Users Signed Up" state={signups} />
      </div>

      {view === "waitlist" && (
        <WaitlistList state={waitlist} layout="full" onExtend={(row) => flow.open(draftFromSurvey(row))} />
      )}
      {view === "invites" && <InvitesList key={invitesVersion} onChange={invites.retry} />}

      <InviteModal draft={flow.draft} onClose={flow.close} onSent={flow.sent} returnFocus={flow.returnFocus} />
    </main>
  );
}

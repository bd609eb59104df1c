import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { InviteModal } from "~/components/admin/invite-modal";
import { InviteSentAlert } from "~/components/admin/invite-sent-alert";
import { InvitesList } from "~/components/admin/invites-list";
import { loadInvitesView, loadWaitlistView } from "~/components/admin/list-loaders";
import { useListView } from "~/components/admin/list-view";
import { WriteOnly } from "~/components/admin/staff-role";
import { StatCard } from "~/components/admin/stat-card";
import { draftFromSurvey, MANUAL_DRAFT, useInviteFlow } from "~/components/admin/use-invite-flow";
import { WaitlistList } from "~/components/admin/waitlist-list";
import { FounderHome } from "~/components/overview/founder-home";
import { RightsDeskPanel } from "~/components/rights/rights-desk-panel";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi, settle } from "~/lib/route-data";
import { countResponseSchema } from "../../../contract/admin";
import { rightsSummarySchema } from "../../../contract/grievances";
import { overviewSchema } from "../../../contract/overview";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminMeta("User Admin Dashboard");
}

/** The week's overview, the three all-time counts, and the list the URL's `view` opens (with that list's own filters and page). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = new URL(request.url).searchParams.get("view");
  const stat = (name: string) => settle(loadApi(request, `/admin/stats/${name}`, countResponseSchema));
  const [overview, rights, surveys, invites, signups, waitlistView, invitesView] = await Promise.all([
    settle(loadApi(request, "/admin/overview", overviewSchema)),
    settle(loadApi(request, "/admin/rights-desk", rightsSummarySchema)),
    stat("surveys"),
    stat("invites"),
    stat("signups"),
    view === "waitlist" ? loadWaitlistView(request) : undefined,
    view === "invites" ? loadInvitesView(request) : undefined,
  ]);
  return { overview, rights, surveys, invites, signups, waitlistView, invitesView };
}

const LINK = "rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:bg-white";
const TOGGLE = "rounded-full px-4 py-2 text-sm font-semibold";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { waitlistView, invitesView } = loaderData;
  const list = useListView();
  const view = list.params.get("view");
  // A new invite's write reloads the counts and the rows by itself (decision 210).
  const flow = useInviteFlow();

  const toggle = (target: string, label: string) => (
    <button
      type="button"
      aria-pressed={view === target}
      onClick={() => list.replaceAll(view === target ? {} : { view: target })}
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
          <WriteOnly>
            <button
              type="button"
              onClick={() => flow.open(MANUAL_DRAFT)}
              className="rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark"
            >
              Create Manual Invite
            </button>
          </WriteOnly>
        </div>
      </div>

      {flow.result && <InviteSentAlert result={flow.result} onDismiss={flow.dismissResult} />}

      <RightsDeskPanel state={loaderData.rights} />
      <FounderHome state={loaderData.overview} />

      <h2 className="sr-only">All time</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard label="Total Waitlist" state={loaderData.surveys} action={toggle("waitlist", "View Waitlist")} />
        <StatCard label="Total Invites Sent" state={loaderData.invites} action={toggle("invites", "View Invites")} />
        <StatCard label="Total Users Signed Up" state={loaderData.signups} />
      </div>

      {waitlistView && (
        <WaitlistList view={waitlistView} layout="full" onExtend={(row) => flow.open(draftFromSurvey(row))} />
      )}
      {invitesView && <InvitesList view={invitesView} onAction={flow.dismissResult} />}

      <InviteModal draft={flow.draft} onClose={flow.close} onSent={flow.sent} returnFocus={flow.returnFocus} />
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">User Admin Dashboard</h1>
      <RouteError error={error} />
    </main>
  );
}

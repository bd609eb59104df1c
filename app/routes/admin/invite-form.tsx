import { Link, useNavigate } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ChannelCell } from "~/components/admin/channel-cell";
import { type InviteDraft, InviteForm } from "~/components/admin/invite-form";
import { inviteTitle } from "~/components/admin/invite-modal";
import { InviteSentAlert } from "~/components/admin/invite-sent-alert";
import { READ_ONLY_REASON, useCanWrite } from "~/components/admin/staff-role";
import { draftFromSurvey, MANUAL_DRAFT, useInviteFlow } from "~/components/admin/use-invite-flow";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { ApiError } from "~/lib/api-client";
import { loadApi } from "~/lib/route-data";
import { staffSurveyResponseSchema } from "../../../contract/admin";
import type { Route } from "./+types/invite-form";

export function meta() {
  return adminMeta("Invite");
}

/** Cancel and done return to where such an invite starts: the waitlist for a survey row, else the dashboard. */
const backTo = (draft: InviteDraft) =>
  draft.source === "survey"
    ? { to: "/admin/waitlist", label: "Back to the waitlist" }
    : { to: "/admin/dashboard", label: "Back to the dashboard" };

function FormCard({ draft }: { draft: InviteDraft }) {
  const navigate = useNavigate();
  const flow = useInviteFlow();
  const back = backTo(draft);
  if (!useCanWrite()) {
    return (
      <div className="space-y-4">
        <p role="note" className="rounded-card bg-white p-6 shadow-soft">
          {READ_ONLY_REASON}
        </p>
        <Link to={back.to} className="inline-block font-semibold text-teal-dark underline">
          {back.label}
        </Link>
      </div>
    );
  }
  if (flow.result) {
    return (
      <div className="space-y-4">
        <InviteSentAlert result={flow.result} onDismiss={() => navigate(back.to)} />
        <Link to={back.to} className="inline-block font-semibold text-teal-dark underline">
          {back.label}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-card bg-white p-6 shadow-soft">
      <InviteForm initial={draft} onSent={flow.sent} onCancel={() => navigate(back.to)} />
    </div>
  );
}

/** The waitlist entry named by ?survey=<id>, or null when it no longer exists; no survey means a manual invite. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const surveyId = new URL(request.url).searchParams.get("survey");
  if (!surveyId) return { surveyId: null, survey: null };
  try {
    const survey = await loadApi(
      request,
      `/survey_responses/${encodeURIComponent(surveyId)}`,
      staffSurveyResponseSchema,
    );
    return { surveyId, survey };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { surveyId, survey: null };
    throw error;
  }
}

/** /admin/invite-form: the invite form as a page, prefilled from ?survey=<id> or empty for a manual invite. */
export default function InviteFormPage({ loaderData }: Route.ComponentProps) {
  const { surveyId, survey } = loaderData;
  return (
    <main className="mx-auto max-w-md space-y-4">
      <h1 className="font-display text-3xl">{inviteTitle({ source: surveyId ? "survey" : "manual" })}</h1>
      {!surveyId && <FormCard draft={MANUAL_DRAFT} />}
      {survey && (
        <p className="text-sm text-ink-muted" data-testid="entry-channel">
          Reached by <ChannelCell row={survey} />
        </p>
      )}
      {survey && <FormCard draft={draftFromSurvey(survey)} />}
      {surveyId && !survey && <p role="alert">This waitlist entry no longer exists.</p>}
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

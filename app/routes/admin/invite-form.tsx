import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { type InviteDraft, InviteForm } from "~/components/admin/invite-form";
import { inviteTitle } from "~/components/admin/invite-modal";
import { InviteSentAlert } from "~/components/admin/invite-sent-alert";
import { LoadState } from "~/components/admin/load-state";
import { useApiData } from "~/components/admin/use-api-data";
import { draftFromSurvey, MANUAL_DRAFT, useInviteFlow } from "~/components/admin/use-invite-flow";
import { type StaffSurveyResponse, staffSurveyResponseListSchema } from "../../../contract/admin";

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
  const flow = useInviteFlow(() => {});
  const back = backTo(draft);
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

/** /admin/invite-form: the invite form as a page, prefilled from ?survey=<id> or empty for a manual invite. */
export default function InviteFormPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const surveyId = params.get("survey") ?? undefined;
  const passed = (location.state as { survey?: StaffSurveyResponse } | null)?.survey;
  // The row comes along from /admin/waitlist; after a reload it is looked up again by id.
  const lookup = useApiData(
    surveyId && passed?.id !== surveyId ? "/survey_responses" : undefined,
    staffSurveyResponseListSchema,
  );

  return (
    <main className="mx-auto max-w-md space-y-4">
      <h1 className="font-display text-3xl">{inviteTitle({ source: surveyId ? "survey" : "manual" })}</h1>
      {!surveyId && <FormCard draft={MANUAL_DRAFT} />}
      {surveyId && passed?.id === surveyId && <FormCard draft={draftFromSurvey(passed)} />}
      {surveyId && passed?.id !== surveyId && (
        <LoadState state={lookup}>
          {(rows) => {
            const row = rows.find((r) => r.id === surveyId);
            if (!row) return <p role="alert">This waitlist entry no longer exists.</p>;
            return <FormCard draft={draftFromSurvey(row)} />;
          }}
        </LoadState>
      )}
    </main>
  );
}

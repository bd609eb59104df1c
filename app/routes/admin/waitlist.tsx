import { useNavigate } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useApiData } from "~/components/admin/use-api-data";
import { WaitlistList } from "~/components/admin/waitlist-list";
import { staffSurveyResponseListSchema } from "../../../contract/admin";

export function meta() {
  return adminMeta("Waitlist");
}

export default function Waitlist() {
  const navigate = useNavigate();
  const state = useApiData("/survey_responses", staffSurveyResponseListSchema);
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Waitlist</h1>
      <WaitlistList
        state={state}
        layout="plain"
        showTitle={false}
        onExtend={(row) =>
          navigate(`/admin/invite-form?survey=${encodeURIComponent(row.id)}`, { state: { survey: row } })
        }
      />
    </main>
  );
}

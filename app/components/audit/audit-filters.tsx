import { Form, Link } from "react-router";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditQuery } from "../../../contract/audit";

const FIELD = "rounded-md border border-ink/20 bg-white px-3 py-2 text-sm";

/** A GET form: applying it writes the filters into the URL, so the view can be reloaded or shared. */
export function AuditFilters({ query }: { query: AuditQuery }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-card bg-white p-4 shadow-soft">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Action
        <select name="action" defaultValue={query.action ?? ""} className={FIELD}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Who
        <input
          name="actor"
          type="text"
          inputMode="email"
          placeholder="staff e-mail, cli:…, unknown"
          defaultValue={query.actor ?? ""}
          className={FIELD}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        From (India date)
        <input name="from" type="date" defaultValue={query.from ?? ""} className={FIELD} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        To (India date)
        <input name="to" type="date" defaultValue={query.to ?? ""} className={FIELD} />
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-full bg-teal px-5 py-2 text-sm font-semibold text-white hover:bg-teal-dark"
        >
          Apply
        </button>
        <Link
          to="/admin/audit"
          className="rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:bg-sand"
        >
          Clear
        </Link>
      </div>
    </Form>
  );
}

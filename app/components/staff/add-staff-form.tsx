import { type FormEvent, useState } from "react";
import { TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../contract/staff";

const SELECT = "mt-1 block w-full rounded-xl border border-ink-muted/60 bg-white px-3 py-2.5 text-base";

/** An owner adds a colleague with a role and a first password to pass on; what was typed stays on a failure. */
export function AddStaffForm() {
  const form = useAdminWrite("Error: ");
  const [fields, setFields] = useState({ email: "", password: "", role: "admin" as StaffRole });
  const [added, setAdded] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(undefined);
    const result = await form.run("addStaff", fields);
    if (result.ok) {
      setAdded(`Added ${result.value.email} as ${result.value.role}. Pass the first password on in person.`);
      setFields({ email: "", password: "", role: "admin" });
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-card bg-white p-4 shadow-soft" aria-labelledby="add-staff">
      <h2 id="add-staff" className="font-display text-xl">
        Add a staff account
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={fields.email}
          onChange={(e) => setFields({ ...fields, email: e.target.value })}
          error={form.messageFor("email")}
        />
        <TextField
          label="First password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={(e) => setFields({ ...fields, password: e.target.value })}
          error={form.messageFor("password")}
        />
        <div>
          <label htmlFor="add-staff-role" className="text-sm font-semibold">
            Role
          </label>
          <select
            id="add-staff-role"
            value={fields.role}
            onChange={(e) => setFields({ ...fields, role: e.target.value as StaffRole })}
            className={SELECT}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="submit"
        disabled={form.pending}
        className="rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-60"
      >
        {form.pending ? "Adding…" : "Add account"}
      </button>
      {form.error && !form.messageFor("email") && !form.messageFor("password") && (
        <p role="alert" className="text-sm text-danger">
          {form.error}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {added}
      </p>
    </form>
  );
}

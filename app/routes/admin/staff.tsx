import { useState } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { AddStaffForm } from "~/components/staff/add-staff-form";
import { SessionsSection } from "~/components/staff/sessions-section";
import { StaffRow } from "~/components/staff/staff-row";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi } from "~/lib/route-data";
import { staffSession } from "~/lib/staff-session";
import { isLastOwner, sessionListSchema, staffListSchema } from "../../../contract/staff";
import type { Route } from "./+types/staff";

export function meta() {
  return adminMeta("Staff");
}

/** For owners: the API refuses anyone else (403), which the error boundary says. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // ?sessions=<account id>: that account's sessions are shown too, in the URL so a reload keeps them.
  const shown = new URL(request.url).searchParams.get("sessions");
  const [me, { staff }, sessions] = await Promise.all([
    staffSession(request),
    loadApi(request, "/staff", staffListSchema),
    shown ? loadApi(request, `/staff/${encodeURIComponent(shown)}/sessions`, sessionListSchema) : undefined,
  ]);
  const account = staff.find((a) => a.id === shown);
  return { me, staff, shown: account && sessions ? { account, sessions: sessions.sessions } : undefined };
}

/** Staff accounts: add, change a role, end an account's sessions, remove. The last owner always stays. */
export default function Staff({ loaderData }: Route.ComponentProps) {
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  return (
    <main className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-display text-3xl">Staff</h1>
        <p className="text-sm text-ink-muted">
          Viewers read everything and change nothing; admins do everything but manage staff; owners manage staff. There
          is always at least one owner.
        </p>
      </div>
      <p
        role={message && !message.ok ? "alert" : "status"}
        className={`min-h-5 text-sm font-semibold ${message?.ok === false ? "text-danger" : "text-success"}`}
      >
        {message?.text}
      </p>
      <div className="relative overflow-x-auto rounded-card bg-white shadow-soft">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Staff accounts and their roles</caption>
          <thead>
            <tr className="text-left text-ink-muted">
              <th scope="col" className="px-3 py-2 font-medium">
                Account
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Role
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Added
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staff.map((account) => (
              <StaffRow
                key={account.id}
                account={account}
                isMe={account.id === loaderData.me.id}
                lastOwner={isLastOwner(account, loaderData.staff)}
                onDone={setMessage}
              />
            ))}
          </tbody>
        </table>
      </div>
      {loaderData.shown && (
        <SessionsSection
          key={loaderData.shown.account.id}
          account={loaderData.shown.account}
          sessions={loaderData.shown.sessions}
        />
      )}
      <AddStaffForm />
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading the staff accounts…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Staff</h1>
      <RouteError error={error} />
    </main>
  );
}

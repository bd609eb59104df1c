import { useState } from "react";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { formatIndiaTime } from "~/lib/india-time";
import type { SessionInfo } from "../../../contract/staff";

const BUTTON = "rounded-full border border-ink/20 px-3 py-1 text-sm font-medium hover:bg-sand disabled:opacity-60";

/**
 * An account's sessions, one per device it signed in from, each with an End button: the signed-in
 * account's own (the current one cannot be ended here: that is Sign out), or with `account` another's, as
 * an owner sees them. Ending one is refused on that device's next request.
 */
export function SessionsSection({
  sessions,
  account,
}: {
  sessions: SessionInfo[];
  account?: { id: string; email: string };
}) {
  const write = useAdminWrite("Error: ");
  const [notice, setNotice] = useState<string>();
  const others = account ? 0 : sessions.filter((s) => !s.current).length;

  async function end(session: SessionInfo) {
    setNotice(undefined);
    const result = account
      ? await write.run("endAccountSession", { staffId: account.id, sessionId: session.id })
      : await write.run("endSession", { sessionId: session.id });
    if (result.ok) setNotice(`Ended the session on ${session.device}.`);
  }
  async function endOthers() {
    setNotice(undefined);
    const result = await write.run("endOtherSessions", {});
    if (result.ok) setNotice(`Signed out everywhere else (${result.value.ended} ended).`);
  }

  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="font-display text-xl">
          {account ? `Sessions of ${account.email}` : "Sessions"}
        </h2>
        {others > 0 && (
          <button type="button" onClick={() => void endOthers()} disabled={write.pending} className={BUTTON}>
            Sign out everywhere else
          </button>
        )}
      </div>
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {notice}
      </p>
      {write.error && (
        <p role="alert" className="text-sm text-danger">
          {write.error}
        </p>
      )}
      {sessions.length === 0 && <p className="text-sm text-ink-muted">No open sessions.</p>}
      <ul className="divide-y divide-ink/10 rounded-card bg-white shadow-soft">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <div>
              <p className="font-semibold">
                {session.device}
                {session.current && <span className="ml-2 font-normal text-success">This device</span>}
              </p>
              <p className="text-ink-muted">
                {session.address ?? "Unknown address"} · signed in {formatIndiaTime(session.createdAt)} · last active{" "}
                {formatIndiaTime(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                onClick={() => void end(session)}
                disabled={write.pending}
                aria-label={`End the session on ${session.device}, last active ${formatIndiaTime(session.lastSeenAt)}`}
                className={BUTTON}
              >
                End
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

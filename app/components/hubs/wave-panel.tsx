import { type FormEvent, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { UserText } from "~/components/admin/user-text";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { BulkInviteProgress } from "~/components/staff-tools/bulk-invite-progress";
import { useBulkInvite } from "~/components/staff-tools/use-bulk-invite";
import { formatCount, formatRate } from "~/components/trending/format";
import { ErrorWithRetry } from "~/components/ui/error-with-retry";
import { hubPath } from "~/lib/admin-writes";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type WavePreview, wavePreviewSchema } from "../../../contract/hubs";
import { jobEnded } from "../../../contract/jobs";

type PreviewState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; preview: WavePreview };

/** Plans a wave for one hub: the proposed size and who is next, then sends it and shows its progress. */
export function WavePanel({ city, onClose }: { city: string; onClose: () => void }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [size, setSize] = useState("");
  const [override, setOverride] = useState(false);
  const wave = useBulkInvite();
  const form = useAdminWrite("Error: ");

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what triggers the reload.
  useEffect(() => {
    // Read again after a wave: the old figures stay up (with the wave's progress) until the new ones come.
    setState((shown) => (shown.status === "ready" ? shown : { status: "loading" }));
    // A read (the server computes it on a reader thread), posted so that no cache or prefetch replays it.
    apiFetch(`${hubPath(city)}/waves/preview`, { method: "POST", schema: wavePreviewSchema })
      .then((preview) => {
        setState({ status: "ready", preview });
        setSize(String(preview.size));
      })
      .catch((error: unknown) =>
        setState({
          status: "error",
          message: error instanceof ApiError ? error.detail : "The preview could not load.",
        }),
      );
  }, [city, attempt]);

  // The hub's figures, the recent waves and this panel's own preview change as the wave ends: read them all
  // again then, so no figure stays from before the wave and nobody it invited is still listed as next.
  const ended = wave.job ? jobEnded(wave.job) : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the job's end should reload, once.
  useEffect(() => {
    if (!ended) return;
    revalidator.revalidate();
    setAttempt((n) => n + 1);
  }, [ended]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.run("sendWave", { city, size: Number(size), ...(override ? { override: true } : {}) });
    if (result.ok) wave.watch(result.value);
  }

  return (
    <section aria-labelledby="wave-title" className="space-y-4 rounded-card bg-white p-6 shadow-soft">
      <div className="flex items-start justify-between gap-4">
        <h2 id="wave-title" className="font-display text-2xl">
          A wave for {city}
        </h2>
        <button type="button" onClick={onClose} className="text-sm font-semibold text-teal-dark underline">
          Close
        </button>
      </div>
      {state.status === "loading" ? <p aria-busy="true">Working out the wave…</p> : null}
      {state.status === "error" ? (
        <ErrorWithRetry message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.status === "ready" ? (
        <>
          <p className="text-sm">
            <strong>{formatCount(state.preview.size)}</strong> proposed: {formatCount(state.preview.freeThisWeek)}{" "}
            places free this week ÷ {formatRate(state.preview.acceptanceRate)} acceptance, at most the{" "}
            {formatCount(state.preview.eligible)} eligible.
          </p>
          {wave.job ? (
            <BulkInviteProgress job={wave.job} onCancel={wave.cancel} onDismiss={onClose} />
          ) : (
            <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-4">
              <FormError message={form.error} />
              <div>
                <label htmlFor="wave-size" className="text-sm font-semibold">
                  People to invite
                </label>
                <input
                  id="wave-size"
                  type="number"
                  min={1}
                  required
                  value={size}
                  onChange={(event) => setSize(event.target.value)}
                  aria-invalid={form.messageFor("size") ? true : undefined}
                  aria-describedby={form.messageFor("size") ? "wave-size-error" : undefined}
                  className="mt-1 block w-32 rounded-lg border border-ink-muted/60 px-3 py-2 tabular-nums"
                />
                {form.messageFor("size") ? (
                  <p id="wave-size-error" className="mt-1 text-sm text-danger">
                    {form.messageFor("size")}
                  </p>
                ) : null}
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={override} onChange={(event) => setOverride(event.target.checked)} />
                Invite more than proposed (recorded in the audit log)
              </label>
              <SubmitButton pending={form.pending} pendingLabel="Sending…">
                Send wave
              </SubmitButton>
            </form>
          )}
          {wave.job && !ended ? null : <WavePeople preview={state.preview} />}
        </>
      ) : null}
    </section>
  );
}

function WavePeople({ preview }: { preview: WavePreview }) {
  if (!preview.people.length)
    return (
      <p className="text-ink-muted">
        {preview.eligible > 0
          ? "The week has no free place: a wave would invite nobody now."
          : "Nobody in this city is waiting to be invited."}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left text-ink-muted">
          {preview.people.length < preview.size
            ? `The first ${formatCount(preview.people.length)} of the ${formatCount(preview.size)} this wave invites`
            : `The ${formatCount(preview.size)} this wave invites, in line order`}
        </caption>
        <thead>
          <tr className="text-left text-ink-muted">
            <th scope="col" className="px-2 py-1 font-medium">
              Place
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Name
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              E-mail
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Referrals
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.people.map((person) => (
            <tr key={person.id} className="border-t border-ink/10">
              <td className="px-2 py-1 tabular-nums">{person.position}</td>
              <td className="px-2 py-1">
                <UserText>{person.name}</UserText>
              </td>
              <td className="px-2 py-1">
                <UserText>{person.email}</UserText>
              </td>
              <td className="px-2 py-1 tabular-nums">{person.referrals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

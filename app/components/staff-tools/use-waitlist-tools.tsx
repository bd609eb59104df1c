import { type ReactNode, useEffect, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { useCanWrite } from "~/components/admin/staff-role";
import { useAdminWrite } from "~/components/form/use-admin-write";
import type { StaffSurveyResponse } from "../../../contract/admin";
import { jobEnded } from "../../../contract/jobs";
import { waitlistFilterFromParams } from "../../../contract/lists";
import { RowMenu } from "../admin/row-menu";
import { BulkInviteBar } from "./bulk-invite-bar";
import { BulkInviteProgress } from "./bulk-invite-progress";
import { EraseEntryButton } from "./erase-entry-button";
import { ExportLink } from "./export-link";
import type { RowSelection } from "./row-selection";
import { useBulkInvite } from "./use-bulk-invite";
import { useInvitableCount } from "./use-invitable-count";

/**
 * The waitlist's staff tools in one place: CSV export, row selection with bulk invite and its progress,
 * and erasure. The list component only shows what this hands it (toolbar actions, a checkbox column, row tools).
 */
export function useWaitlistTools(page: { items: StaffSurveyResponse[]; total: number }) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const bulk = useBulkInvite();
  const eraser = useAdminWrite();
  // A viewer sees the list as it is, without the tools that change it or send it out.
  const canWrite = useCanWrite();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string>();
  const view = params.toString();

  // Another page or filter starts a new selection: ticks never hide off-screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the trigger.
  useEffect(() => setSelected(new Set()), [view]);

  // Once a bulk invite ends, the rows' invite state has changed: load them again.
  const finished = bulk.job !== undefined && jobEnded(bulk.job);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload once per finished job.
  useEffect(() => {
    if (finished) {
      setSelected(new Set());
      revalidator.revalidate();
    }
  }, [finished]);

  const change = (ids: string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selection: RowSelection = { selected, toggle: (id, on) => change([id], on) };
  // What "all N matching" applies: the list's whole filter as the URL has it.
  const filter = waitlistFilterFromParams(params);
  const running = bulk.job !== undefined && !jobEnded(bulk.job);
  // Counted again once a job ends: those it invited can no longer be.
  const invitable = useInvitableCount(filter, finished);

  const actions: ReactNode = canWrite && (
    <>
      <BulkInviteBar
        selectedIds={[...selected]}
        pageIds={page.items.map((row) => row.id)}
        onSelectPage={(on) =>
          change(
            page.items.map((row) => row.id),
            on,
          )
        }
        invitable={invitable.count}
        retryCount={invitable.retry}
        filter={filter}
        enabled={!running}
        start={bulk.start}
      />
      <ExportLink
        list="waitlist"
        params={params}
        label={filter.confirmed === undefined ? "Export CSV (confirmed only)" : "Export CSV"}
      />
    </>
  );
  const banner: ReactNode = (
    <>
      {bulk.job && <BulkInviteProgress job={bulk.job} onCancel={bulk.cancel} onDismiss={bulk.dismiss} />}
      {notice && (
        <p role="status" className="rounded-lg bg-success-light px-3 py-2 text-sm text-success">
          {notice}
        </p>
      )}
    </>
  );
  // The write reloads the list; the notice is set here, since the erased row's own button is gone by then.
  const erase = async (entry: { id: string; name: string }) => {
    const result = await eraser.run("eraseEntry", { entryId: entry.id });
    if (result.ok) {
      setNotice(`${entry.name || "The entry"} was erased.`);
      change([entry.id], false);
    }
    return result;
  };
  const rowTools = (row: StaffSurveyResponse) =>
    canWrite ? (
      <RowMenu label={`More for ${row.name || row.email}`}>
        <EraseEntryButton entry={row} erase={erase} />
      </RowMenu>
    ) : null;
  return { actions, banner, selection: canWrite ? selection : undefined, rowTools };
}

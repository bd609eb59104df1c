import { type FormEvent, useState } from "react";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { formatCount, formatRate } from "~/components/trending/format";
import { figureOf, hubsFigures } from "../../../contract/figure-links";
import type { Hub } from "../../../contract/hubs";
import { useCanWrite } from "../admin/staff-role";
import { FigureLink } from "../overview/figure-link";
import { freeSum } from "./free-sum";

const CELL = "px-3 py-2 align-top";
const SMALL_BUTTON =
  "rounded-full border border-ink/20 px-3 py-1 text-sm font-medium hover:bg-sand disabled:opacity-60";

/** One hub: its figures, its weekly intake (edited in place) and backfill switch, and "Plan a wave". */
export function HubRow({
  hub,
  weekStart,
  onPlan,
  onSaved,
}: {
  hub: Hub;
  /** The hubs' week's first India day: "signed up this week" opens the accounts made since. */
  weekStart: string;
  onPlan: (city: string) => void;
  /** Told what was saved (or undefined as a save starts): the table says it, since a saved row is redrawn. */
  onSaved: (status: string | undefined) => void;
}) {
  const [intake, setIntake] = useState(hub.weeklyCapacity === null ? "" : String(hub.weeklyCapacity));
  // Shown switched at once; put back if the server refuses.
  const [backfill, setBackfill] = useState(hub.backfill);
  // The row is keyed by its figures, so a saved change (the page's data reloaded) draws a fresh row.
  const form = useAdminWrite();
  const id = `hub-${hub.city.replace(/\W+/g, "-").toLowerCase()}`;

  async function switchBackfill(on: boolean) {
    setBackfill(on);
    onSaved(undefined);
    const result = await form.run("updateHub", { city: hub.city, change: { backfill: on } });
    if (!result.ok) setBackfill(!on);
    else onSaved(`Backfill for ${hub.city} is ${on ? "on" : "off"}.`);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const weeklyCapacity = intake.trim() === "" ? null : Number(intake);
    onSaved(undefined);
    const result = await form.run("updateHub", { city: hub.city, change: { weeklyCapacity } });
    if (result.ok)
      onSaved(
        weeklyCapacity === null
          ? `Saved: ${hub.city} has no weekly intake now.`
          : `Saved: ${hub.city} takes ${formatCount(weeklyCapacity)} new members a week.`,
      );
  }

  const live = hub.status === "live";
  // A viewer reads the hub's settings; the inputs and buttons they could not use are not shown.
  const canWrite = useCanWrite();
  const error = form.messageFor("weeklyCapacity") ?? form.error;
  // Each count opens the list of exactly the people it counts (contract/figure-links.ts).
  const figures = hubsFigures([hub], weekStart);
  const door = (name: "accountsThisWeek" | "openInvites" | "eligible", label: string) => {
    const figure = figureOf(figures, `hubs.${hub.city}.${name}`);
    return figure ? <FigureLink {...figure} label={label} /> : null;
  };
  return (
    <tr className="border-t border-ink/10" data-testid={id}>
      <th scope="row" className={`${CELL} text-left font-semibold`}>
        {hub.city}
        <span
          className={`ml-2 rounded-full px-2 py-0.5 text-xs ${live ? "bg-teal/15 text-teal-dark" : "bg-sand text-ink-muted"}`}
        >
          {live ? "Live" : "Planned"}
        </span>
      </th>
      <td className={CELL}>
        {live && !canWrite ? (
          <span className="tabular-nums">
            {hub.weeklyCapacity === null ? "Not set" : `${formatCount(hub.weeklyCapacity)} a week`}
          </span>
        ) : live ? (
          <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-intake`} className="sr-only">
              Weekly intake of {hub.city}
            </label>
            <input
              id={`${id}-intake`}
              type="number"
              min={0}
              inputMode="numeric"
              value={intake}
              onChange={(event) => setIntake(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-24 rounded-lg border border-ink-muted/60 px-2 py-1 tabular-nums"
            />
            <button type="submit" disabled={form.pending} className={SMALL_BUTTON}>
              {form.pending ? "Saving…" : "Save"}
            </button>
            {error ? (
              <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
                {error}
              </p>
            ) : null}
          </form>
        ) : (
          <span className="text-ink-muted">Not open</span>
        )}
      </td>
      <td className={`${CELL} tabular-nums`}>{door("accountsThisWeek", `signed up this week in ${hub.city}`)}</td>
      <td className={`${CELL} tabular-nums`}>{door("openInvites", `open invites in ${hub.city}`)}</td>
      <td className={`${CELL} tabular-nums`}>{formatRate(hub.acceptanceRate)}</td>
      <td className={`${CELL} tabular-nums`} data-testid={`${id}-free`}>
        {live && hub.weeklyCapacity !== null ? formatCount(hub.freeThisWeek) : "–"}
        {live && freeSum(hub) && (
          <span className="block text-xs whitespace-nowrap text-ink-muted">= {freeSum(hub)}</span>
        )}
      </td>
      <td className={`${CELL} tabular-nums`}>{door("eligible", `eligible in ${hub.city}: the line a wave invites`)}</td>
      <td className={CELL}>
        {!canWrite ? (
          <span className="text-sm">{backfill ? "On" : "Off"}</span>
        ) : (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              aria-label={`Backfill for ${hub.city}`}
              checked={backfill}
              disabled={!live || form.pending}
              onChange={(event) => void switchBackfill(event.target.checked)}
            />
            <span aria-hidden="true">{backfill ? "On" : "Off"}</span>
          </label>
        )}
      </td>
      <td className={CELL}>
        {live && canWrite ? (
          <button
            type="button"
            onClick={() => onPlan(hub.city)}
            className={SMALL_BUTTON}
            disabled={hub.weeklyCapacity === null}
          >
            Plan a wave<span className="sr-only"> for {hub.city}</span>
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** Every hub in one table; the column heads say what each figure means (docs/product.md, Hubs). */
export function HubsTable({
  hubs,
  weekStart,
  onPlan,
}: {
  hubs: Hub[];
  weekStart: string;
  onPlan: (city: string) => void;
}) {
  const [saved, setSaved] = useState<string>();
  const heads = [
    ["City", ""],
    ["Weekly intake", "New members the hub can take Monday to Sunday (India time)"],
    ["Signed up this week", ""],
    ["Open invites", ""],
    ["Acceptance", "Invites accepted ÷ accepted or expired (all cities' until this one has 20; 50% until all have 20)"],
    ["Free this week", "Intake − signed up − open invites × acceptance, in whole places (rounded down)"],
    ["Eligible", "Confirmed, home city here, not invited, no account"],
    ["Backfill", "Replace expired or revoked invites automatically within a minute"],
    ["", ""],
  ];
  // "relative": the visually hidden labels are positioned; without a positioned box they escape the scroll
  // box and widened the whole page to 882 px on a phone.
  return (
    <div className="space-y-2">
      {/* Always in the page, so a screen reader announces each save; the saved row itself is redrawn. */}
      <p role="status" className="min-h-5 text-sm font-semibold text-success" data-testid="hubs-saved">
        {saved}
      </p>
      <div className="relative overflow-x-auto rounded-card bg-white shadow-soft">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">Hubs and their weekly intake</caption>
          <thead>
            <tr className="text-left text-ink-muted">
              {heads.map(([label, title], i) => (
                <th key={label || i} scope="col" title={title || undefined} className="px-3 py-2 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hubs.map((hub) => (
              <HubRow
                key={`${hub.city}:${hub.weeklyCapacity}:${hub.backfill}`}
                hub={hub}
                weekStart={weekStart}
                onPlan={onPlan}
                onSaved={setSaved}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

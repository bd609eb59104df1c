import { formatIndiaTime } from "~/lib/india-time";
import { waveLink } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/overview";
import { FigureLink } from "./figure-link";

const rate = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 0 });

/** The latest waves and how many of each wave's invites were accepted so far. */
export function LatestWaves({ waves }: { waves: Overview["waves"] }) {
  if (!waves.length) return <p className="text-sm text-ink-muted">No waves sent yet. Send one from Hubs.</p>;
  return (
    <ul className="divide-y divide-ink/10 text-sm">
      {waves.map((wave) => (
        <li key={wave.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
          <span className="min-w-0">
            <span className="font-medium">{wave.city}</span>{" "}
            <span className="text-xs text-ink-muted">{formatIndiaTime(wave.createdAt)}</span>
          </span>
          <span className="text-ink-muted">
            <FigureLink
              to={waveLink(wave.id, true)}
              value={wave.accepted}
              figure={`wave.${wave.id}.accepted`}
              label="accepted"
            />{" "}
            of{" "}
            <FigureLink
              to={waveLink(wave.id)}
              value={wave.invited}
              figure={`wave.${wave.id}.invited`}
              label="invited"
            />{" "}
            accepted
            {wave.invited > 0 && <span> ({rate.format(Math.min(1, wave.accepted / wave.invited))})</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { formatCount, formatRate } from "~/components/trending/format";
import { formatIndiaTime } from "~/lib/india-time";
import { waveLink } from "../../../contract/figure-links";
import type { Wave } from "../../../contract/hubs";
import { FigureLink } from "../overview/figure-link";

/** The latest waves with how many their job invited and how many of those were accepted. */
export function RecentWaves({ waves }: { waves: Wave[] }) {
  return (
    <section aria-labelledby="waves-title" className="space-y-3">
      <h2 id="waves-title" className="font-display text-2xl">
        Recent waves
      </h2>
      {waves.length === 0 ? (
        <p className="text-ink-muted">No waves yet: plan one from a live hub above.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-card bg-white shadow-soft">
          <table className="w-full text-sm">
            <caption className="sr-only">Recent waves, newest first</caption>
            <thead>
              <tr className="text-left text-ink-muted">
                {["Sent", "City", "Size", "By", "Invited", "Accepted"].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {waves.map((wave) => (
                <tr key={wave.id} className="border-t border-ink/10">
                  <td className="px-3 py-2">{formatIndiaTime(wave.createdAt)}</td>
                  <td className="px-3 py-2">{wave.city}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {formatCount(wave.size)}
                    {wave.override ? (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                        above the proposed {formatCount(wave.proposed)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{wave.createdBy}</td>
                  <td className="px-3 py-2 tabular-nums">
                    <FigureLink
                      to={waveLink(wave.id)}
                      value={wave.invited}
                      figure={`waves.${wave.id}.invited`}
                      label={`invited by the ${wave.city} wave`}
                    />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    <FigureLink
                      to={waveLink(wave.id, true)}
                      value={wave.accepted}
                      figure={`waves.${wave.id}.accepted`}
                      label={`accepted from the ${wave.city} wave`}
                    />
                    {wave.invited ? ` (${formatRate(wave.accepted / wave.invited)})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

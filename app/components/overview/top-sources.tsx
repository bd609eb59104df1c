import { sourceJoinsLink, trafficLink } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/overview";
import type { DayRange } from "../../../contract/trending";
import { FigureLink } from "./figure-link";

/** Where this week's visitors came from, and how many of them joined. */
export function TopSources({ sources, week }: { sources: Overview["sources"]; week: DayRange }) {
  if (!sources.length) return <p className="text-sm text-ink-muted">No visits counted this week yet.</p>;
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-ink-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            Source
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Visitors
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium">
            Joined
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/10">
        {sources.map((row) => (
          <tr key={row.source}>
            <th scope="row" className="max-w-0 truncate py-2 pr-3 text-left font-medium" title={row.source}>
              {row.source}
            </th>
            <td className="px-3 py-2 text-right">
              <FigureLink
                to={trafficLink(week)}
                value={row.visitors}
                figure={`source.${row.source}.visitors`}
                label={`visitors from ${row.source}`}
              />
            </td>
            <td className="py-2 pl-3 text-right">
              <FigureLink
                to={sourceJoinsLink(row.source, week)}
                value={row.joins}
                figure={`source.${row.source}.joins`}
                label={`joined from ${row.source}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

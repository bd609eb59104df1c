import { Link } from "react-router";
import type { Overview } from "../../../contract/overview";
import { FigureLink } from "./figure-link";
import { eligibleLink, HUBS_LINK, OPEN_INVITES_LINK } from "./overview-links";

const CELL = "px-3 py-2 text-right tabular-nums";

/** Each live hub's week: its intake, the places still free, who could be invited and the invites out. */
export function LiveHubs({ hubs }: { hubs: Overview["hubs"] }) {
  if (!hubs.length) {
    return (
      <p className="text-sm text-ink-muted">
        No hub is live yet.{" "}
        <Link to={HUBS_LINK} className="font-medium text-teal-dark underline">
          Open a city
        </Link>{" "}
        to start inviting people.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              City
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Intake a week
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Free places
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Ready to invite
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Open invites
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          {hubs.map((hub) => (
            <tr key={hub.city}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {hub.city}
              </th>
              <td className={CELL}>
                {hub.weeklyCapacity === null ? (
                  <Link to={HUBS_LINK} className="text-teal-dark underline">
                    Set intake
                  </Link>
                ) : (
                  <FigureLink
                    to={HUBS_LINK}
                    value={hub.weeklyCapacity}
                    figure={`hub.${hub.city}.weeklyCapacity`}
                    label={`a week intake in ${hub.city}`}
                  />
                )}
              </td>
              <td className={CELL}>
                <FigureLink
                  to={HUBS_LINK}
                  value={hub.freeThisWeek}
                  figure={`hub.${hub.city}.freeThisWeek`}
                  label={`free places this week in ${hub.city}`}
                />
              </td>
              <td className={CELL}>
                <FigureLink
                  to={eligibleLink(hub.city)}
                  value={hub.eligible}
                  figure={`hub.${hub.city}.eligible`}
                  label={`confirmed people in ${hub.city} ready to invite`}
                />
              </td>
              <td className={CELL}>
                <FigureLink
                  to={OPEN_INVITES_LINK}
                  value={hub.openInvites}
                  figure={`hub.${hub.city}.openInvites`}
                  label={`open invites in ${hub.city}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from "react-router";
import { hubAccountsLink, lineLink, openInvitesLink } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/overview";
import { formatCount } from "../admin/format-count";
import { WriteOnly } from "../admin/staff-role";
import { freeSum } from "../hubs/free-sum";
import { FigureLink } from "./figure-link";
import { HUBS_LINK } from "./overview-links";

const CELL = "px-3 py-2 text-right tabular-nums";

function Header({ children, left = false }: { children: string; left?: boolean }) {
  return (
    <th scope="col" className={`px-3 py-2 font-medium ${left ? "" : "text-right"}`}>
      {children}
    </th>
  );
}

/** Each live hub's week: its intake, the places still free (with their sum), its line and the invites out. */
export function LiveHubs({ hubs, weekStart }: { hubs: Overview["hubs"]; weekStart: string }) {
  if (!hubs.length) {
    return (
      <p className="text-sm text-ink-muted">
        No hub is live yet.{" "}
        <WriteOnly fallback="An admin opens a city from Hubs.">
          <Link to={HUBS_LINK} className="font-medium text-teal-dark underline">
            Open a city
          </Link>{" "}
          to start inviting people.
        </WriteOnly>
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label="Live hubs, scrolls sideways" tabIndex={0} className="scroll-cue overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-ink-muted">
          <tr>
            <Header left>City</Header>
            <Header>Intake a week</Header>
            <Header>Signed up this week</Header>
            <Header>Free places</Header>
            <Header>Ready to invite</Header>
            <Header>Open invites</Header>
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
                  <WriteOnly fallback={<span className="text-ink-muted">Not set</span>}>
                    <Link to={HUBS_LINK} className="text-teal-dark underline">
                      Set intake
                    </Link>
                  </WriteOnly>
                ) : (
                  <span data-figure={`hub.${hub.city}.weeklyCapacity`}>{formatCount(hub.weeklyCapacity)}</span>
                )}
              </td>
              <td className={CELL}>
                <FigureLink
                  to={hubAccountsLink(hub.city, weekStart)}
                  value={hub.accountsThisWeek}
                  figure={`hub.${hub.city}.accountsThisWeek`}
                  label={`signed up this week in ${hub.city}`}
                />
              </td>
              <td className={CELL}>
                <span data-figure={`hub.${hub.city}.freeThisWeek`}>{formatCount(hub.freeThisWeek)}</span>
                {freeSum(hub) && (
                  <span className="block text-xs whitespace-nowrap text-ink-muted" data-free-sum={hub.city}>
                    = {freeSum(hub)}
                  </span>
                )}
              </td>
              <td className={CELL}>
                <FigureLink
                  to={lineLink(hub.city)}
                  value={hub.eligible}
                  figure={`hub.${hub.city}.eligible`}
                  label={`people in ${hub.city}'s line, ready to invite`}
                />
              </td>
              <td className={CELL}>
                <FigureLink
                  to={openInvitesLink(hub.city)}
                  value={hub.openInvites}
                  figure={`hub.${hub.city}.openInvites`}
                  label={`open invites in ${hub.city}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

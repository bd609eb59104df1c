import { joinedOnLink } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/overview";
import type { DayRange } from "../../../contract/trending";
import { formatCount } from "../admin/format-count";
import { FigureLink } from "./figure-link";
import { CHANNEL_LABELS } from "./overview-links";

/** A median wait, in the unit that reads best: "45 s", "12 min", "3.5 h", "2.1 days". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Number((seconds / 3600).toFixed(1))} h`;
  return `${Number((seconds / 86_400).toFixed(1))} days`;
}

/**
 * A count's cell; `figure` names it for the browser test that compares each number with the API. A count of
 * people opens them (`to`); a count of messages has no list to open.
 */
function CountCell({ value, figure, to, label }: { value: number; figure: string; to?: string; label?: string }) {
  return (
    <td className="px-2 py-2 text-right">
      {to ? (
        <FigureLink to={to} value={value} figure={figure} label={label ?? ""} />
      ) : (
        <span data-figure={figure} className="tabular-nums">
          {formatCount(value)}
        </span>
      )}
    </td>
  );
}

function Median({ seconds, channel }: { seconds: number | null; channel: string }) {
  return (
    <span data-median={channel} data-seconds={seconds ?? ""} className="tabular-nums">
      {formatDuration(seconds)}
    </span>
  );
}

const TH = "px-2 py-2 text-right font-medium";

/** This week's sign-ups by the channel of their confirmation: WhatsApp's steps beside e-mail's. */
export function ChannelConfirmation({
  confirmation,
  week,
}: {
  confirmation: Overview["confirmation"];
  week: DayRange;
}) {
  const { whatsapp, email } = confirmation;
  // Six columns are wider than a phone: the table scrolls in its own box, never the page, and the box takes
  // focus so a keyboard can scroll it (it holds no links).
  return (
    <section
      aria-label="Confirmation by channel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="scroll-cue overflow-x-auto"
    >
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              Channel
            </th>
            <th scope="col" className={TH}>
              Joined
            </th>
            <th scope="col" className={TH}>
              Delivered
            </th>
            <th scope="col" className={TH}>
              Read
            </th>
            <th scope="col" className={TH}>
              Of them confirmed
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Median to confirm
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              {CHANNEL_LABELS.whatsapp}
            </th>
            <CountCell
              value={whatsapp.people}
              figure="confirmation.whatsapp.people"
              to={joinedOnLink("whatsapp", week)}
              label="joined this week by WhatsApp"
            />
            <CountCell value={whatsapp.delivered} figure="confirmation.whatsapp.delivered" />
            <CountCell value={whatsapp.read} figure="confirmation.whatsapp.read" />
            <CountCell
              value={whatsapp.confirmed}
              figure="confirmation.whatsapp.confirmed"
              to={joinedOnLink("whatsapp", week, true)}
              label="of them confirmed"
            />
            <td className="py-2 pl-2 text-right">
              <Median seconds={whatsapp.medianSecondsToConfirm} channel="whatsapp" />
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              {CHANNEL_LABELS.email}
            </th>
            <CountCell
              value={email.people}
              figure="confirmation.email.people"
              to={joinedOnLink("email", week)}
              label="joined this week by e-mail"
            />
            <td className="px-2 py-2 text-right text-ink-muted">–</td>
            <td className="px-2 py-2 text-right text-ink-muted">–</td>
            <CountCell
              value={email.confirmed}
              figure="confirmation.email.confirmed"
              to={joinedOnLink("email", week, true)}
              label="of them confirmed"
            />
            <td className="py-2 pl-2 text-right">
              <Median seconds={email.medianSecondsToConfirm} channel="email" />
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

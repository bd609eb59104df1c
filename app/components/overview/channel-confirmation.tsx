import type { Overview } from "../../../contract/overview";
import { formatCount } from "../admin/format-count";

/** A median wait, in the unit that reads best: "45 s", "12 min", "3.5 h", "2.1 days". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Number((seconds / 3600).toFixed(1))} h`;
  return `${Number((seconds / 86_400).toFixed(1))} days`;
}

/** A count's cell; `figure` names it for the browser test that compares each number with the API. */
function CountCell({ value, figure }: { value: number; figure: string }) {
  return (
    <td className="px-2 py-2 text-right">
      <span data-figure={figure} className="tabular-nums">
        {formatCount(value)}
      </span>
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
export function ChannelConfirmation({ confirmation }: { confirmation: Overview["confirmation"] }) {
  const { whatsapp, email } = confirmation;
  // Six columns are wider than a phone: the table scrolls in its own box, never the page, and the box takes
  // focus so a keyboard can scroll it (it holds no links).
  return (
    <section
      aria-label="Confirmation by channel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto"
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
              Confirmed
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Median to confirm
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              WhatsApp
            </th>
            <CountCell value={whatsapp.people} figure="confirmation.whatsapp.people" />
            <CountCell value={whatsapp.delivered} figure="confirmation.whatsapp.delivered" />
            <CountCell value={whatsapp.read} figure="confirmation.whatsapp.read" />
            <CountCell value={whatsapp.confirmed} figure="confirmation.whatsapp.confirmed" />
            <td className="py-2 pl-2 text-right">
              <Median seconds={whatsapp.medianSecondsToConfirm} channel="whatsapp" />
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              E-mail
            </th>
            <CountCell value={email.people} figure="confirmation.email.people" />
            <td className="px-2 py-2 text-right text-ink-muted">–</td>
            <td className="px-2 py-2 text-right text-ink-muted">–</td>
            <CountCell value={email.confirmed} figure="confirmation.email.confirmed" />
            <td className="py-2 pl-2 text-right">
              <Median seconds={email.medianSecondsToConfirm} channel="email" />
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

import { confirmedOnLink, stepLink } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/overview";
import { FigureLink } from "./figure-link";
import { CHANNEL_LABELS, STEP_WORDS } from "./overview-links";
import { type Direction, weekDelta } from "./week-delta";

const TONE: Record<Direction, string> = {
  up: "bg-teal-light text-teal-dark",
  down: "bg-danger-light text-danger",
  flat: "bg-sand text-ink-muted",
};
const ARROW: Record<Direction, string> = { up: "↑", down: "↓", flat: "→" };

/** The five steps of the funnel, this week's count large, last week's beside it, the change as a badge. */
export function WeekSteps({ overview }: { overview: Overview }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {overview.steps.map(({ step, thisWeek, lastWeek }) => {
        const meta = STEP_WORDS[step];
        const delta = weekDelta(thisWeek, lastWeek);
        return (
          <li key={step} className="flex min-w-0 flex-col gap-1 rounded-card bg-white p-4 shadow-soft">
            <h3 className="text-sm font-medium text-ink-muted">{meta.label}</h3>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <FigureLink
                to={stepLink(step, overview.thisWeek)}
                value={thisWeek}
                figure={`${step}.thisWeek`}
                label={meta.label.toLowerCase()}
                className="font-display text-3xl"
              />
              <span
                title={delta.words}
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[delta.direction]}`}
              >
                <span aria-hidden="true">{ARROW[delta.direction]} </span>
                {delta.text}
                <span className="sr-only">, {delta.words}</span>
              </span>
            </p>
            <p className="text-xs text-ink-muted">
              Week before:{" "}
              <FigureLink
                to={stepLink(step, overview.lastWeek)}
                value={lastWeek}
                figure={`${step}.lastWeek`}
                label="the week before"
              />
              <span className="block">{meta.hint}</span>
              {step === "confirmed" && <ConfirmedSplit overview={overview} />}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Confirmed = e-mail + WhatsApp: the week's confirmed people by the channel they chose, each a door. */
function ConfirmedSplit({ overview }: { overview: Overview }) {
  return (
    <span className="mt-1 block" data-split="confirmed">
      {(["email", "whatsapp"] as const).map((channel, index) => (
        <span key={channel}>
          {index > 0 && " + "}
          {CHANNEL_LABELS[channel]}{" "}
          <FigureLink
            to={confirmedOnLink(channel, overview.thisWeek)}
            value={overview.confirmedByChannel[channel]}
            figure={`confirmed.${channel}`}
            label={`confirmed by ${CHANNEL_LABELS[channel]} this week`}
          />
        </span>
      ))}
    </span>
  );
}

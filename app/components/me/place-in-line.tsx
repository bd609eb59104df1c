import { ME_COPY, ordinal } from "~/content/me";
import type { Me } from "../../../contract/me";

/**
 * The place among the people waiting for the same home city, "of N" beside it, so it reads on the same
 * scale as the estimate below. A planned city has no line while closed: the count of people waiting for
 * it stands there instead, as a place in it would mean nothing.
 */
export function PlaceInLine({ me }: { me: Me }) {
  if (me.wait?.kind === "planned") {
    return (
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-ink-muted">{ME_COPY.waitingFor(me.wait.city)}</dt>
        <dd className="font-display text-3xl" data-testid="waiting-count">
          {me.wait.waiting.toLocaleString("en-IN")}
        </dd>
      </div>
    );
  }
  if (me.position === null) {
    return (
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-ink-muted">{ME_COPY.placeInvited}</dt>
        <dd className="font-display text-3xl" data-testid="position">
          Invited
        </dd>
      </div>
    );
  }
  return (
    <div className="rounded-xl bg-sand p-4">
      <dt className="text-sm text-ink-muted">{ME_COPY.placeIn(me.homeCity)}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-3xl" data-testid="position">
          {ordinal(me.position)}
        </span>
        {me.positionOf === null ? null : (
          <span className="text-sm text-ink-muted" data-testid="position-of">
            {ME_COPY.placeOf(me.positionOf)}
          </span>
        )}
      </dd>
    </div>
  );
}

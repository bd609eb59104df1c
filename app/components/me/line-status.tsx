import { ME_COPY } from "~/content/me";
import type { Me } from "../../../contract/me";
import { PlaceInLine } from "./place-in-line";
import { WaitEstimate } from "./wait-estimate";

/** Where the person stands: confirmed, place in their home city's line (with the rule), friends referred. */
export function LineStatus({ me }: { me: Me }) {
  const planned = me.wait?.kind === "planned" ? me.wait.city : null;
  return (
    <section aria-labelledby="line-title" className="rounded-card bg-white p-6 shadow-soft">
      <h1 id="line-title" className="font-display text-3xl">
        {me.name ? `${ME_COPY.onList}, ${me.name.split(" ")[0]}` : ME_COPY.onList}
      </h1>
      {me.confirmed ? <p className="mt-2 text-teal-dark">{ME_COPY.confirmed}</p> : null}
      <dl className="mt-5 grid grid-cols-2 gap-4">
        <PlaceInLine me={me} />
        <div className="rounded-xl bg-sand p-4">
          <dt className="text-sm text-ink-muted">Friends referred</dt>
          <dd className="font-display text-3xl" data-testid="referrals">
            {me.referrals}
          </dd>
        </div>
      </dl>
      <WaitEstimate wait={me.wait} />
      <p className="mt-4 text-sm text-ink-muted">
        {planned ? ME_COPY.plannedRule(planned) : me.position === null ? ME_COPY.invited : ME_COPY.rule}
      </p>
    </section>
  );
}

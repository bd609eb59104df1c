import { useEffect, useState } from "react";
import { formatCount, formatRate } from "~/components/trending/format";
import { ErrorWithRetry } from "~/components/ui/error-with-retry";
import { ApiError, apiFetch } from "~/lib/api-client";
import { formatIndiaTime } from "~/lib/india-time";
import { homeCityLink } from "../../../contract/figure-links";
import { type DemandCity, type DemandResponse, demandResponseSchema } from "../../../contract/hubs";
import { FigureLink } from "../overview/figure-link";
import { DemandChart } from "./demand-chart";
import { OpenCityDialog } from "./open-city-dialog";

type Key = Exclude<keyof DemandCity, "days">;
const COLUMNS: { key: Key; label: string; show: (c: DemandCity) => string }[] = [
  { key: "city", label: "City", show: (c) => c.city },
  { key: "homeCity", label: "Home city", show: (c) => formatCount(c.homeCity) },
  { key: "wantToVisit", label: "Want to visit", show: (c) => formatCount(c.wantToVisit) },
  { key: "confirmedShare", label: "Confirmed", show: (c) => formatRate(c.confirmedShare) },
  { key: "growth", label: "Growth (28 days)", show: (c) => (c.growth === null ? "new" : `×${c.growth.toFixed(2)}`) },
  {
    key: "tripsPerMonth",
    label: "Trips a month",
    show: (c) => (c.tripsPerMonth === null ? "–" : String(c.tripsPerMonth)),
  },
  { key: "referrals", label: "Referred", show: (c) => formatCount(c.referrals) },
  { key: "score", label: "Score", show: (c) => formatCount(c.score) },
];

function sorted(cities: DemandCity[], key: Key, desc: boolean) {
  const value = (c: DemandCity) => c[key] ?? -1;
  return [...cities].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === "string" ? x.localeCompare(String(y)) : x - (y as number);
    return desc ? -order : order;
  });
}

/** The next city: demand for each planned city, sortable, its formula, a 90-day chart each, and "Open this city". */
export function DemandSection() {
  const [state, setState] = useState<{ data?: DemandResponse; error?: string; attempt: number }>({ attempt: 0 });
  const [sort, setSort] = useState<{ key: Key; desc: boolean }>({ key: "score", desc: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what triggers the reload.
  useEffect(() => {
    const controller = new AbortController();
    apiFetch("/admin/demand", { schema: demandResponseSchema, signal: controller.signal })
      .then((data) => setState((s) => ({ ...s, data, error: undefined })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error: error instanceof ApiError ? error.detail : "Demand could not load." }));
      });
    return () => controller.abort();
  }, [state.attempt]);

  const retry = () => setState((s) => ({ attempt: s.attempt + 1 }));
  // Opening a city reloads the page's data (the hubs); the demand table is this section's own to reload.
  const opened = retry;
  const data = state.data;
  return (
    <section aria-labelledby="demand-title" className="space-y-3">
      <h2 id="demand-title" className="font-display text-2xl">
        The next city
      </h2>
      {state.error ? <ErrorWithRetry message={state.error} onRetry={retry} /> : null}
      {!data && !state.error ? <p aria-busy="true">Counting demand…</p> : null}
      {data ? (
        <>
          <p className="text-sm text-ink-muted" data-testid="demand-formula">
            {data.formula}. Counts as of {formatIndiaTime(data.asOf)} (current: the tallies follow every sign-up).
          </p>
          {data.cities.length === 0 ? (
            <p className="text-ink-muted">Every city is open: there is no planned city to compare.</p>
          ) : (
            <div className="relative overflow-x-auto rounded-card bg-white shadow-soft">
              <table className="w-full min-w-[48rem] text-sm">
                <caption className="sr-only">Demand for the planned cities</caption>
                <thead>
                  <tr className="text-left text-ink-muted">
                    {COLUMNS.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        className="px-3 py-2 font-medium"
                        aria-sort={sort.key === column.key ? (sort.desc ? "descending" : "ascending") : undefined}
                      >
                        <button
                          type="button"
                          className="font-medium hover:underline"
                          onClick={() =>
                            setSort((s) => ({
                              key: column.key,
                              desc: s.key === column.key ? !s.desc : column.key !== "city",
                            }))
                          }
                        >
                          {column.label}
                          {sort.key === column.key ? (sort.desc ? " ↓" : " ↑") : ""}
                        </button>
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sorted(data.cities, sort.key, sort.desc).map((city) => (
                    <tr key={city.city} className="border-t border-ink/10">
                      {COLUMNS.map((column) =>
                        column.key === "city" ? (
                          <th key={column.key} scope="row" className="px-3 py-2 text-left font-semibold">
                            {city.city}
                          </th>
                        ) : (
                          <td key={column.key} className="px-3 py-2 tabular-nums">
                            {column.key === "homeCity" ? (
                              <FigureLink
                                to={homeCityLink(city.city)}
                                value={city.homeCity}
                                figure={`demand.${city.city}.homeCity`}
                                label={`on the waitlist with ${city.city} as home city`}
                              />
                            ) : (
                              column.show(city)
                            )}
                          </td>
                        ),
                      )}
                      <td className="px-3 py-2">
                        <OpenCityDialog city={city.city} onOpened={opened} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.cities.map((city) => (
              <DemandChart key={city.city} city={city} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

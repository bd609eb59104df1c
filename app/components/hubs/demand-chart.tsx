import { yTicks } from "~/components/trending/chart-scale";
import { formatCount, formatDay, formatShortDay } from "~/components/trending/format";
import type { DemandCity } from "../../../contract/hubs";

const W = 360;
const H = 120;
const PAD = { top: 8, right: 8, bottom: 20, left: 32 };
const LINES = [
  { key: "homeCity", label: "Home city", className: "stroke-teal", dash: undefined },
  { key: "wantToVisit", label: "Want to visit", className: "stroke-amber-700", dash: "5 3" },
] as const;

/** New people per day over 90 days for one city: home city and want to visit, told apart by dash too. */
export function DemandChart({ city }: { city: DemandCity }) {
  const days = city.days;
  const top = yTicks(Math.max(0, ...days.flatMap((d) => [d.homeCity, d.wantToVisit]))).at(-1) ?? 1;
  const x = (i: number) => PAD.left + (i / Math.max(days.length - 1, 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / top);
  const total = (key: "homeCity" | "wantToVisit") => days.reduce((sum, d) => sum + d[key], 0);
  const label = `${city.city}, new people a day from ${formatDay(days[0]?.day ?? "")} to ${formatDay(days.at(-1)?.day ?? "")}: ${formatCount(total("homeCity"))} with it as home city, ${formatCount(total("wantToVisit"))} wanting to visit.`;
  return (
    <figure className="rounded-xl bg-sand/60 p-3">
      <figcaption className="mb-1 text-sm font-semibold">{city.city}: last 90 days</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="block h-auto w-full">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-ink/20" />
        <text x={PAD.left - 4} y={y(top)} dy="0.32em" textAnchor="end" className="fill-ink-muted text-[10px]">
          {formatCount(top)}
        </text>
        <text x={PAD.left - 4} y={y(0)} dy="0.32em" textAnchor="end" className="fill-ink-muted text-[10px]">
          0
        </text>
        {[0, days.length - 1].map((i) => (
          <text key={i} x={x(i)} y={H - 4} textAnchor={i ? "end" : "start"} className="fill-ink-muted text-[10px]">
            {formatShortDay(days[i]?.day ?? "")}
          </text>
        ))}
        {LINES.map((line) => (
          <polyline
            key={line.key}
            fill="none"
            strokeWidth={1.5}
            strokeDasharray={line.dash}
            className={line.className}
            points={days.map((d, i) => `${x(i)},${y(d[line.key])}`).join(" ")}
          />
        ))}
      </svg>
      <p className="mt-1 flex gap-4 text-xs text-ink-muted">
        {LINES.map((line) => (
          <span key={line.key} className="flex items-center gap-1">
            <svg width="18" height="6" aria-hidden="true">
              <line
                x1="0"
                x2="18"
                y1="3"
                y2="3"
                strokeWidth={2}
                strokeDasharray={line.dash}
                className={line.className}
              />
            </svg>
            {line.label}
          </span>
        ))}
      </p>
    </figure>
  );
}

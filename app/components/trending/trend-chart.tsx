import { useRef } from "react";
import { axisTicks, labelIndexes } from "./chart-scale";
import { formatCount, formatDay, formatShortDay } from "./format";
import { type ChartPoint, SERIES } from "./series-style";
import { useWidth } from "./use-width";

const HEIGHT = 240;
const PAD = { top: 12, right: 48, bottom: 28, left: 44 };

function summary(points: ChartPoint[]): string {
  const total = (key: (typeof SERIES)[number]["key"]) => points.reduce((sum, p) => sum + p[key], 0);
  const first = points[0]?.date ?? "";
  const last = points.at(-1)?.date ?? "";
  const totals = SERIES.map((s) => `${formatCount(total(s.key))} ${s.label.toLowerCase()}`).join(", ");
  return `Daily line chart from ${formatDay(first)} to ${formatDay(last)}: ${totals}.`;
}

/** A line chart of daily visitors, waitlists, invites and signups, drawn in SVG at the width it is given. */
export function TrendChart({ points }: { points: ChartPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 720);
  const plotW = Math.max(width - PAD.left - PAD.right, 1);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const scales = axisTicks(points, SERIES);
  const ticks = scales.left;
  const tops = { left: scales.left.at(-1) ?? 1, right: scales.right.at(-1) ?? 1 };
  const x = (i: number) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * plotW : plotW / 2);
  const y = (v: number, axis: "left" | "right" = "left") => PAD.top + plotH - (v / tops[axis]) * plotH;
  const showDots = points.length <= 31;
  // The end labels hang inwards so they are never cut off at the edges.
  const anchor = (i: number) =>
    points.length < 2 ? "middle" : i === 0 ? "start" : i === points.length - 1 ? "end" : "middle";

  return (
    <div ref={box} className="w-full">
      <svg width={width} height={HEIGHT} role="img" aria-label={summary(points)} className="block">
        {ticks.map((tick, i) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-ink/10" />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-ink-muted text-xs">
              {formatCount(tick)}
            </text>
            <text
              x={width - PAD.right + 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="start"
              className="fill-violet-700 text-xs"
            >
              {formatCount(scales.right[i] ?? 0)}
            </text>
          </g>
        ))}
        {labelIndexes(points.length, Math.max(2, Math.floor(plotW / 90))).map((i) => (
          <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor={anchor(i)} className="fill-ink-muted text-xs">
            {formatShortDay(points[i]?.date ?? "")}
          </text>
        ))}
        {SERIES.map((s) => (
          <g key={s.key} className={s.stroke}>
            <polyline
              fill="none"
              strokeWidth={2}
              strokeDasharray={s.dash}
              strokeLinejoin="round"
              points={points.map((p, i) => `${x(i)},${y(p[s.key], s.axis)}`).join(" ")}
            />
            {showDots &&
              points.map((p, i) => (
                <circle key={p.date} cx={x(i)} cy={y(p[s.key], s.axis)} r={3} className="fill-white" />
              ))}
          </g>
        ))}
      </svg>
    </div>
  );
}

/** The key to the lines, with the same colours and dashes. */
export function ChartLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
      {SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true" className={s.stroke}>
            <line x1="0" x2="28" y1="4" y2="4" strokeWidth="2" strokeDasharray={s.dash} />
          </svg>
          {s.axis === "right" ? `${s.label} (right-hand scale)` : s.label}
        </li>
      ))}
    </ul>
  );
}

/** Round axis steps (1, 2 or 5 times a power of ten) so gridlines read as whole numbers. */
export function yTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Which of `length` points get an x-axis label: evenly spaced, always the first and the last. */
export function labelIndexes(length: number, maxLabels: number): number[] {
  if (length <= 0) return [];
  if (length <= maxLabels) return Array.from({ length }, (_, i) => i);
  const every = Math.ceil((length - 1) / (maxLabels - 1));
  const picked = [];
  for (let i = 0; i < length - 1; i += every) picked.push(i);
  // Drop a label that would crowd the last one.
  if (length - 1 - (picked.at(-1) ?? 0) < every / 2) picked.pop();
  return [...picked, length - 1];
}

/** Which side's scale a line is read against. */
export type Axis = "left" | "right";

/**
 * The ticks of each axis, each from its own lines' maximum. Visitors run a hundred times the sign-ups, so
 * on one shared scale every funnel line lay flat along the bottom; a right-hand axis keeps both readable.
 */
export function axisTicks<P>(
  points: readonly P[],
  series: readonly { key: keyof P; axis: Axis }[],
): Record<Axis, number[]> {
  const maxOf = (axis: Axis) =>
    Math.max(0, ...series.filter((s) => s.axis === axis).flatMap((s) => points.map((p) => Number(p[s.key]) || 0)));
  const left = yTicks(maxOf("left"));
  // The right axis shares the left's gridlines (same number of steps), with a step that still reads round.
  const steps = left.length - 1;
  const rough = Math.max(maxOf("right"), 1) / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= rough) ?? 10;
  const step = Math.max(1, Math.round(factor * power));
  return { left, right: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

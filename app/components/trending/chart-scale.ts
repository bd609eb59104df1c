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

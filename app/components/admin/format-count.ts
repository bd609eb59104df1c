const NUMBER = new Intl.NumberFormat("en-IN");

/** Counts as Indian staff read them (10,00,000), the same on every admin screen. */
export const formatCount = (value: number) => NUMBER.format(value);

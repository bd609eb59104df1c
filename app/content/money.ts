const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Rupee amounts the Indian way: 1500 -> "₹1,500", 150000 -> "₹1,50,000". */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** GST on every price of the site (docs/product.md, Marketing site). */
export const GST_PERCENT = 18;

/** A price with GST added, rounded to the rupee: 1500 -> 1770. */
export function withGst(amount: number): number {
  return Math.round((amount * (100 + GST_PERCENT)) / 100);
}

/** The line under a price, so nobody meets GST first at checkout: "₹1,500 + 18% GST = ₹1,770". */
export function gstLine(amount: number): string {
  return `${formatInr(amount)} + ${GST_PERCENT}% GST = ${formatInr(withGst(amount))}`;
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Rupee amounts the Indian way: 1500 -> "₹1,500", 150000 -> "₹1,50,000". */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

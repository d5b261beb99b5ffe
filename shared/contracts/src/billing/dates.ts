/** One calendar month later (UTC), clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * Price of switching up for the rest of the period: the difference of the monthly prices times
 * the unused share of the period, in whole rupees (at least ₹1).
 */
export function proratedUpgrade(
  fromPrice: number,
  toPrice: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.max(0, periodEnd.getTime() - now.getTime());
  const share = total > 0 ? left / total : 1;
  return Math.max(1, Math.round((toPrice - fromPrice) * share));
}

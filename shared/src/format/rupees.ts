/** Indian digit grouping of whole rupees: the last three digits, then pairs ('105000' → '1,05,000'). */
function groupIndian(digits: string): string {
  const hundreds = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${hundreds}` : hundreds;
}

/**
 * 1050 → '₹1,050', 105000 → '₹1,05,000' (Indian digit grouping), for every remote alike; an amount with
 * paise (a provider's refund) keeps them: 552.5 → '₹552.50'. Written out rather than with `Intl.NumberFormat`:
 * a browser's first en-IN currency formatter loads its locale data, some 30 ms of a phone's main thread while
 * a page starts.
 */
export function formatRupees(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const rupees = groupIndian(String(Math.floor(paise / 100)));
  const rest = paise % 100;
  const sign = amount < 0 && paise > 0 ? '-' : '';
  return `${sign}₹${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

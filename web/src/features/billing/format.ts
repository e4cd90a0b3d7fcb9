/** An amount in the currency's minor unit (cents; yen have none), as a director reads it: `$99.00`. */
export function formatPrice(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

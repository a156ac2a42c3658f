import { formatMoney, type Language } from '@marsa/i18n';
import { centsToUsd } from '@marsa/trpc/schemas';

/** Prices are typed in dollars and travel in cents (§7: × 100); an empty field means no price. */
export function dollarsToCents(dollars: number | string): number | null {
  if (dollars === '' || dollars === null) return null;
  const value = typeof dollars === 'number' ? dollars : Number(dollars);
  if (!Number.isFinite(value)) return null;
  // Rounding keeps 19.99 at 1999 cents despite binary floating point (19.99 * 100 = 1998.9999…).
  return Math.round(value * 100);
}

/** Cents back to the dollars shown in the form field; no price is an empty field. */
export function priceFieldFromCents(cents: number | null | undefined): number | '' {
  return cents === null || cents === undefined ? '' : centsToUsd(cents);
}

/** A price in cents shown as dollars (or the promotion's currency) with 2 decimals (§9). */
export function formatPrice(cents: number, currency: string, lang: Language): string {
  const amount = centsToUsd(cents);
  if (currency === 'USD' || currency === 'SAR') return formatMoney(amount, currency, lang);
  return `${amount.toFixed(2)} ${currency}`;
}

import type { Cents } from '../../core/domain/money/money';
import { DEFAULT_DECIMALS } from '../../core/domain/restaurant/restaurant-settings';

export type PriceFormat = (amount: Cents) => string;

const cache = new Map<string, PriceFormat>();

/**
 * Money is integer minor units everywhere (ARCHITECTURE); this is the one place it becomes text, with
 * the restaurant's currency and config.nb_decimal_price (browsing 9: default 2), in the customer's language.
 */
export function priceFormat(locale: string, currency: string, decimals: number): PriceFormat {
  const shownDecimals = Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : DEFAULT_DECIMALS;
  const key = `${locale}|${currency}|${shownDecimals}`;
  const cached = cache.get(key);
  if (cached) return cached;

  let format: PriceFormat;
  try {
    const formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: shownDecimals,
      maximumFractionDigits: shownDecimals,
    });
    // Minor units per major unit come from the currency itself: 100 for EUR, 1 for JPY.
    const minorDigits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    format = (amount) => formatter.format(amount / 10 ** minorDigits);
  } catch {
    // An unknown currency code from the server: show the number and the code rather than nothing.
    const formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: shownDecimals, maximumFractionDigits: shownDecimals });
    format = (amount) => `${formatter.format(amount / 100)} ${currency}`;
  }
  cache.set(key, format);
  return format;
}

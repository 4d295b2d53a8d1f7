import type { Cents } from '../../core/domain/money/money';

export type FormatMoney = (amount: Cents) => string;

/**
 * ARCHITECTURE: money is an integer of minor units everywhere and is formatted only at the edge, with
 * the restaurant's currency and nb_decimal_price (browsing 9: default 2).
 */
export function moneyFormatter(currency: string, decimals: number, language: string): FormatMoney {
  const minorDigits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (amount) => format.format(amount / 10 ** minorDigits);
}

import type { Cents } from '../money/money';

/** checkout 9: cutlery choices 0 to 20. */
export const CUTLERY_CHOICES = { min: 0, max: 20 } as const;

/** checkout 5: the number of guests is mandatory when cutlery is asked (0 is an answer: no cutlery). */
export function isCutleryCountValid(nbCutlery: number | null | undefined): boolean {
  return typeof nbCutlery === 'number' && Number.isInteger(nbCutlery) && nbCutlery >= CUTLERY_CHOICES.min && nbCutlery <= CUTLERY_CHOICES.max;
}

/**
 * checkout 5: a tip is a number, minimum 0 (in cents here). Ours: at most the price of the items ordered,
 * since more is a typo (1 000 for 10,00) or a forged request. Issue 22.12: each refusal says why; the
 * storefront (checkout-validation) and the simulator (order-pricing) run this one rule.
 */
export type TipProblem = 'invalid_tip' | 'tip_negative' | 'tip_above_subtotal';

export function tipProblem(tips: Cents, subtotal: Cents): TipProblem | null {
  if (!Number.isInteger(tips)) return 'invalid_tip';
  if (tips < 0) return 'tip_negative';
  if (tips > subtotal) return 'tip_above_subtotal';
  return null;
}

export function isTipValid(tips: Cents, subtotal: Cents): boolean {
  return tipProblem(tips, subtotal) === null;
}

/** checkout 9: tips default 0. The tip presets offered, as percentages of the subtotal (ours). */
export const TIP_PERCENTAGES = [0, 5, 10, 15] as const;

export function tipOfPercentage(subtotal: Cents, percentage: number): Cents {
  return Math.round((subtotal * percentage) / 100);
}

/** Spaces (\s takes the no-break and narrow no-break ones too) group the thousands: "1 000". */
const GROUP_SEPARATORS = /\s/g;

/**
 * Reads a tip typed in major units ("2,50", "2.50", "1 000") into cents; null when it is not an amount, or
 * has more decimals than the currency (2,555 € is not rounded without a word). Issue 22.12: a negative
 * amount ("-5", or with the minus sign "−5") is read as typed, so that the rules can say why it is refused.
 */
export function parseTip(typed: string, decimals: number): Cents | null {
  const value = typed.replace(GROUP_SEPARATORS, '').replace(',', '.').replace('\u2212', '-');
  if (value === '') return 0;
  const places = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  if (!new RegExp(`^-?\\d+${places}$`).test(value)) return null;
  return Math.round(Number(value) * 10 ** decimals);
}

import type { SauceSettings } from '../restaurant/sauce-settings';
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

/**
 * checkout 9: "chopsticks choices 1 to 6 (one specific restaurant only), default 0": 0 is none asked for.
 * Ours: the restaurant that asks is a setting (ask_chopsticks), never an id.
 */
export const CHOPSTICKS_CHOICES = { min: 1, max: 6 } as const;
export const DEFAULT_CHOPSTICKS = 0;

export function isChopsticksCountValid(nbChopsticks: number | null | undefined): boolean {
  if (nbChopsticks === undefined || nbChopsticks === null || nbChopsticks === DEFAULT_CHOPSTICKS) return true;
  return Number.isInteger(nbChopsticks) && nbChopsticks >= CHOPSTICKS_CHOICES.min && nbChopsticks <= CHOPSTICKS_CHOICES.max;
}


/** The sauces offered: none unless the restaurant's sauce block is active. */
export function offeredSauces(sauce: SauceSettings): SauceSettings['items'] {
  return sauce.active ? sauce.items : [];
}

/** The sauce ids sent: those offered, once each, in the restaurant's order. */
export function saucesToSend(sauce: SauceSettings, chosen: readonly number[]): number[] {
  return offeredSauces(sauce)
    .filter((item) => chosen.includes(item.id))
    .map((item) => item.id);
}

/** checkout 5 for a form from elsewhere (a CLI file): every sauce chosen is one the restaurant offers. */
export function areSaucesOffered(sauce: SauceSettings, chosen: readonly number[]): boolean {
  const offered = offeredSauces(sauce);
  return chosen.every((id) => offered.some((item) => item.id === id));
}

import type { Cents } from '../money/money';

/** checkout 9: cutlery choices 0 to 20. */
export const CUTLERY_CHOICES = { min: 0, max: 20 } as const;

/** checkout 5: the number of guests is mandatory when cutlery is asked (0 is an answer: no cutlery). */
export function isCutleryCountValid(nbCutlery: number | null | undefined): boolean {
  return typeof nbCutlery === 'number' && Number.isInteger(nbCutlery) && nbCutlery >= CUTLERY_CHOICES.min && nbCutlery <= CUTLERY_CHOICES.max;
}

/**
 * checkout 5: a tip is a number, minimum 0 (in cents here). Ours, as the simulator: at most the
 * basket's subtotal, since more is a typo (or a forged request).
 */
export function isTipValid(tips: Cents, subtotal: Cents): boolean {
  return Number.isInteger(tips) && tips >= 0 && tips <= subtotal;
}

/** checkout 9: tips default 0. The tip presets offered, as percentages of the subtotal (ours). */
export const TIP_PERCENTAGES = [0, 5, 10, 15] as const;

export function tipOfPercentage(subtotal: Cents, percentage: number): Cents {
  return Math.round((subtotal * percentage) / 100);
}

/** Reads a tip typed in major units ("2,50" or "2.50") into cents; null when it is not a number. */
export function parseTip(typed: string, decimals: number): Cents | null {
  const value = typed.trim().replace(',', '.');
  if (value === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  return Math.round(Number(value) * 10 ** decimals);
}

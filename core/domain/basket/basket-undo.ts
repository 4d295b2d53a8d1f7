import type { Basket, BasketEntry } from './basket';
import { MAX_LINE_QUANTITY } from './basket';

/** A line taken out of the basket, remembered so that the customer can undo it. */
export interface RemovedLine {
  readonly entry: BasketEntry;
  /** Where it stood, so that it comes back in its place. */
  readonly index: number;
}

export function removedLine(basket: Basket, key: string): RemovedLine | null {
  const index = basket.basketProducts.findIndex((entry) => entry.key === key);
  const entry = basket.basketProducts[index];
  return entry ? { entry, index } : null;
}

/**
 * Undo of a removal: the line comes back where it was. If the same composition was added again
 * meanwhile, the quantities add up (one line per composition, at most MAX_LINE_QUANTITY).
 */
export function putBackLine(basket: Basket, removed: RemovedLine): Basket {
  const lines = basket.basketProducts;
  if (lines.some((entry) => entry.key === removed.entry.key)) {
    return {
      ...basket,
      basketProducts: lines.map((entry) => (entry.key === removed.entry.key ? { ...entry, nb: Math.min(MAX_LINE_QUANTITY, entry.nb + removed.entry.nb) } : entry)),
    };
  }
  const at = Math.min(Math.max(0, removed.index), lines.length);
  return { ...basket, basketProducts: [...lines.slice(0, at), removed.entry, ...lines.slice(at)] };
}

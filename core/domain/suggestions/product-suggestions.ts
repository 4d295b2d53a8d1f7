import type { Catalogue } from '../catalogue/catalogue';
import { findCategoryPath, findProduct, isSoldAlone } from '../catalogue/menu-navigation';
import type { RandomNumbers } from '../random/shuffle';
import { shuffled } from '../random/shuffle';

/** browsing 7: one entry of the answer to POST /api/future/{restaurantId}. */
export interface SuggestionEntry {
  readonly product_id: number;
}

/** browsing 5: up to 5 suggestions. */
export const MAX_SUGGESTIONS = 5;

export interface SuggestionInput {
  /** What POST /api/future answered. */
  readonly entries: readonly SuggestionEntry[];
  readonly catalogue: Catalogue;
  /** The products of the customer's selection (never proposed again). */
  readonly selection: readonly number[];
  /** The suggestions shown last, if any. */
  readonly current: readonly number[] | null;
  readonly random: RandomNumbers;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/**
 * browsing 5: up to 5 random visible products whose category exists, no duplicates; empty if identical
 * to the current suggestions (the customer has seen these already: browsing 2.6 then goes straight to
 * validation). Ours on top: nothing already in the selection, nothing that cannot be ordered now.
 */
export function chooseSuggestions(input: SuggestionInput): number[] {
  const selected = new Set(input.selection);
  const candidates = [...new Set(input.entries.map((entry) => entry.product_id))].filter((id) => {
    const product = findProduct(input.catalogue, id);
    return product !== undefined && product.visible && !selected.has(id) && isSoldAlone(product) && findCategoryPath(input.catalogue, product.category_id) !== null;
  });
  const chosen = shuffled(candidates, input.random).slice(0, MAX_SUGGESTIONS);
  if (input.current !== null && chosen.length > 0 && sameSet(chosen, input.current)) return [];
  return chosen;
}

import type { Product } from './catalogue';

/** browsing 3 and 9: allergen ids go from 1 to 14. */
export const ALLERGEN_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

export const isAllergenId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= 14;

/**
 * browsing 3 (Allergen: selectedFilter): a customer who chooses allergens sees no product that names
 * one of them. No allergen chosen hides nothing.
 */
export function passesAllergenFilter(product: Pick<Product, 'allergen_ids'>, excluded: ReadonlySet<number>): boolean {
  if (excluded.size === 0) return true;
  return !product.allergen_ids.some((id) => excluded.has(id));
}

/** Choosing an allergen again takes it out of the filter. */
export function toggleAllergen(excluded: ReadonlySet<number>, id: number): ReadonlySet<number> {
  if (!isAllergenId(id)) return excluded;
  const next = new Set(excluded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

import type { Catalogue, Category } from '../../../core/domain/catalogue/catalogue';
import type { EstablishmentData } from '../establishments/establishment-data';
import { SimulatorError } from './simulator-error';

/** The largest limit staged: far above any order the simulator takes (500 units at most). */
export const MAX_STAGED_LIMIT = 10_000;

/**
 * Issue 6 ("the demo establishments grow to show every limit"): a limit set or cleared live with
 * `sim limit`: a product's or a category's `limit`, or the establishment's `total_products_limit`
 * (browsing 3 and 5). `max` null clears the limit.
 */
export type LimitChange =
  | { readonly target: 'product' | 'category'; readonly id: number; readonly max: number | null }
  | { readonly target: 'total'; readonly max: number | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 999_999_999;

/** The staging request as it came over the wire, bounded like any input of the simulator. */
export function readLimitChange(body: unknown): LimitChange {
  const { target, id, max } = isRecord(body) ? body : {};
  if (max !== null && !(Number.isSafeInteger(max) && (max as number) >= 0 && (max as number) <= MAX_STAGED_LIMIT)) {
    throw new SimulatorError('bad_request', `max is a whole number of units from 0 to ${MAX_STAGED_LIMIT}, or null to clear the limit`, 'max');
  }
  const limit = max as number | null;
  if (target === 'total') return { target, max: limit };
  if (target !== 'product' && target !== 'category') throw new SimulatorError('bad_request', 'target is product, category or total', 'target');
  if (!isId(id)) throw new SimulatorError('bad_request', `the ${target} id is a whole number`, 'id');
  return { target, id, max: limit };
}

function changeCategory(categories: readonly Category[], id: number, max: number | null): { readonly categories: Category[]; readonly found: boolean } {
  let found = false;
  const changed = categories.map((category): Category => {
    if (category.id === id) {
      found = true;
      return { ...category, limit: max };
    }
    const below = changeCategory(category.categories, id, max);
    found ||= below.found;
    return below.found ? { ...category, categories: below.categories } : category;
  });
  return { categories: changed, found };
}

function changeCatalogue(catalogue: Catalogue, change: LimitChange, restaurantId: string): Catalogue {
  if (change.target === 'product') {
    if (!catalogue.products.some((product) => product.id === change.id)) throw new SimulatorError('not_found', `no product ${change.id} at ${restaurantId}`);
    return { ...catalogue, products: catalogue.products.map((product) => (product.id === change.id ? { ...product, limit: change.max } : product)) };
  }
  if (change.target === 'category') {
    const { categories, found } = changeCategory(catalogue.categories, change.id, change.max);
    if (!found) throw new SimulatorError('not_found', `no category ${change.id} at ${restaurantId}`);
    return { ...catalogue, categories };
  }
  return catalogue;
}

/** The establishment with the limit changed; the units already counted (`current`) stay as they were. */
export function withLimitChange(establishment: EstablishmentData, change: LimitChange): EstablishmentData {
  const { settings } = establishment;
  if (change.target === 'total') {
    return { ...establishment, settings: { ...settings, total_products_limit: { ...settings.total_products_limit, limit: change.max } } };
  }
  return { ...establishment, catalogue: changeCatalogue(establishment.catalogue, change, settings.id) };
}

import type { Catalogue } from '../catalogue/catalogue';
import { productAvailability } from '../catalogue/product-availability';
import type { LocalizedText } from '../locale/localized-text';
import type { RestaurantId } from '../restaurant/restaurant-settings';

/**
 * browsing 2.12 and 5: highlighted products come from the query's product_ids (a list or comma text) and
 * product_ids_type. Ours: the type says what the ids name, a product ('product') or a set menu ('menu'),
 * the catalogue's own `type`.
 */
export type HighlightType = 'product' | 'menu';

export interface HighlightRequest {
  readonly productIds: readonly number[];
  readonly type: HighlightType;
}

/** Ours: at most 20 highlighted products; an address may carry more, the rest is not asked. */
export const MAX_HIGHLIGHTED_PRODUCTS = 20;

/**
 * browsing 2.12 and 5: "requested only when both exist". `product_ids` as the address gives it: repeated
 * (`product_ids=1&product_ids=2`, a list) or comma text (`product_ids=1,2`). Anything but whole positive ids is
 * left out; no id left, or a type that is neither, means nothing is requested (null).
 */
export function highlightRequestOf(productIds: readonly string[], productIdsType: string | null): HighlightRequest | null {
  if (productIds.length === 0 || productIdsType === null) return null;
  const type = productIdsType.trim().toLowerCase();
  if (type !== 'product' && type !== 'menu') return null;
  const ids = productIds
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number)
    .filter((id, index, all) => id > 0 && all.indexOf(id) === index)
    .slice(0, MAX_HIGHLIGHTED_PRODUCTS);
  return ids.length === 0 ? null : { productIds: ids, type };
}

/** browsing 3 "Highlight availability: products, available per restaurantToken". */
export interface HighlightAvailability {
  /** The highlighted products, named from the first outlet that has each (the group's outlets share a menu). */
  readonly products: readonly { readonly id: number; readonly name: LocalizedText }[];
  /** For each outlet, the ids of the highlighted products it can sell now. */
  readonly available: Readonly<Record<RestaurantId, readonly number[]>>;
}

/**
 * browsing 2.12: "highlighted product availability (available here or unavailable here)". A product is
 * available at an outlet when its menu lists it with the requested type and it can be ordered now (not
 * marked unavailable, not sold out, not for consultation only); an outlet without it has it unavailable.
 */
export function highlightAvailability(request: HighlightRequest, catalogues: ReadonlyMap<RestaurantId, Catalogue>): HighlightAvailability {
  const products: { id: number; name: LocalizedText }[] = [];
  const available: Record<RestaurantId, number[]> = {};
  for (const id of request.productIds) {
    for (const catalogue of catalogues.values()) {
      const product = catalogue.products.find((candidate) => candidate.id === id && candidate.type === request.type);
      if (product) {
        products.push({ id, name: product.name });
        break;
      }
    }
  }
  for (const [token, catalogue] of catalogues) {
    available[token] = products
      .map(({ id }) => catalogue.products.find((candidate) => candidate.id === id && candidate.type === request.type))
      .filter((product) => product !== undefined && product.visible && productAvailability(product) === 'orderable')
      .map((product) => product!.id);
  }
  return { products, available };
}

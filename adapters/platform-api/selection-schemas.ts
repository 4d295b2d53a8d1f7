import * as v from 'valibot';
import { id } from './catalogue-schemas';

/** Ours: a selection is a basket's products; a basket holds at most 100 lines (issue 5). */
export const MAX_SELECTION_PRODUCTS = 100;

/** browsing 7: POST /api/future/{restaurantId} sends { productIds }. */
export const futureRequest = v.object({
  productIds: v.pipe(v.array(id), v.maxLength(MAX_SELECTION_PRODUCTS, `at most ${MAX_SELECTION_PRODUCTS} products`)),
});

/** browsing 7: it answers entries with product_id. */
export const futureResponse = v.array(v.object({ product_id: id }));

/** Ours: GET .../best_sellers answers { best_sellers: [{ product_id, nb_ordered }] }, most sold first. */
export const bestSellersResponse = v.object({
  best_sellers: v.array(v.object({ product_id: id, nb_ordered: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
});

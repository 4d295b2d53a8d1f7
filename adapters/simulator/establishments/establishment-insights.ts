import * as v from 'valibot';
import { id } from '../../platform-api/catalogue-schemas';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { ConsistencyProblem } from './consistency-problem';

/**
 * What a real platform learns from its orders and an establishment file states instead, so that the
 * demos have a history from their first start (the spec shows neither shape; ours):
 * - sales: units sold before the simulator kept orders; the orders it takes add to them (best sellers,
 *   browsing 2.2: the home's most-ordered block);
 * - pairings: what goes with a product (browsing 2.6 and 7: the suggestions of POST /api/future).
 */
export const establishmentInsights = v.object({
  sales: v.optional(v.array(v.object({ product_id: id, nb_ordered: v.pipe(v.number(), v.integer(), v.minValue(0)) })), []),
  pairings: v.optional(v.array(v.object({ product_id: id, goes_with: v.array(id) })), []),
});

export type EstablishmentInsights = v.InferOutput<typeof establishmentInsights>;

export const NO_INSIGHTS: EstablishmentInsights = { sales: [], pairings: [] };

/** Every product named by the insights exists in the catalogue, and a product does not go with itself. */
export function insightProblems(insights: EstablishmentInsights, catalogue: Catalogue): ConsistencyProblem[] {
  const productIds = new Set(catalogue.products.map((product) => product.id));
  const problems: ConsistencyProblem[] = [];
  insights.sales.forEach((sale, index) => {
    if (!productIds.has(sale.product_id)) problems.push({ field: `insights.sales.${index}.product_id`, message: `no product ${sale.product_id}` });
  });
  insights.pairings.forEach((pairing, index) => {
    const at = `insights.pairings.${index}`;
    if (!productIds.has(pairing.product_id)) problems.push({ field: `${at}.product_id`, message: `no product ${pairing.product_id}` });
    for (const other of pairing.goes_with) {
      if (!productIds.has(other)) problems.push({ field: `${at}.goes_with`, message: `no product ${other}` });
      else if (other === pairing.product_id) problems.push({ field: `${at}.goes_with`, message: `product ${other} cannot go with itself` });
    }
  });
  return problems;
}

import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import { normalizePromoCode } from '../../../core/domain/promotion/promotion';
import type { ConsistencyProblem } from '../establishments/consistency-problem';

/** The ids a promotion may name: the menu's products and formulas. */
function menuIds(catalogue: Catalogue): Set<number> {
  return new Set([...catalogue.products.map((product) => product.id), ...catalogue.formulas.map((formula) => formula.id)]);
}

/** What a promotion names that the establishment does not have; `at` is its field (e.g. promotions.2). */
export function promotionProblems(promotion: Promotion, catalogue: Catalogue, at: string): ConsistencyProblem[] {
  const ids = menuIds(catalogue);
  const problems: ConsistencyProblem[] = [];
  promotion.matching_product_ids.forEach((id, index) => {
    if (!ids.has(id)) problems.push({ field: `${at}.matching_product_ids.${index}`, message: `no product or formula ${id} on the menu` });
  });
  if (promotion.discount_type === 'gifts') {
    promotion.products_offered.forEach((offered, index) => {
      if (!ids.has(offered.product_id)) problems.push({ field: `${at}.products_offered.${index}.product_id`, message: `no product ${offered.product_id} on the menu` });
    });
  }
  if (promotion.valid_from !== null && promotion.valid_until !== null && promotion.valid_until < promotion.valid_from) {
    problems.push({ field: `${at}.valid_until`, message: 'the promotion ends before it starts' });
  }
  return problems;
}

/** An establishment file's promotions: each id and each code (trimmed, ignoring case) once, and all they name on the menu. */
export function promotionsProblems(promotions: readonly Promotion[], catalogue: Catalogue): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  const ids = new Set<number>();
  const codes = new Set<string>();
  promotions.forEach((promotion, index) => {
    const at = `promotions.${index}`;
    if (ids.has(promotion.id)) problems.push({ field: `${at}.id`, message: `promotion ${promotion.id} is given twice` });
    const code = normalizePromoCode(promotion.code);
    if (codes.has(code)) problems.push({ field: `${at}.code`, message: `the code ${code} is given twice` });
    ids.add(promotion.id);
    codes.add(code);
    problems.push(...promotionProblems(promotion, catalogue, at));
  });
  return problems;
}

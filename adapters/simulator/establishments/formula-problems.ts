import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { Formula } from '../../../core/domain/formula/formula';
import type { ConsistencyProblem } from './consistency-problem';

/**
 * browsing 3 and 4, issue 22.15: a formula (set menu) is listed in its category by its product entry,
 * a product of type "menu" with the formula's id; its steps offer dishes and its price choices name
 * steps. Without the entry the set menu, and a category holding only it, vanish from the menu without a
 * word; a price choice naming no step, or no price choice at all, leaves a builder that never validates.
 */

function duplicateIdProblems<T extends { readonly id: number }>(entries: readonly T[], at: string, what: string): ConsistencyProblem[] {
  const seen = new Set<number>();
  const freeId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  return entries.flatMap((entry, index) => {
    const twice = seen.has(entry.id);
    seen.add(entry.id);
    return twice ? [{ field: `${at}.${index}.id`, message: `${what} id ${entry.id} is used twice: give each its own id (e.g. ${freeId})` }] : [];
  });
}

function entryProblems(catalogue: Catalogue, formula: Formula, at: string): ConsistencyProblem[] {
  const entryIndex = catalogue.products.findIndex((product) => product.id === formula.id);
  if (entryIndex === -1) {
    return [
      {
        field: `${at}.id`,
        message: `formula ${formula.id} has no product entry, so the set menu would not show: add to catalogue.products { "id": ${formula.id}, "type": "menu", "name": …, "price": ${formula.price}, "category_id": ${formula.category_id} }`,
      },
    ];
  }
  if (catalogue.products[entryIndex]!.type !== 'menu') {
    return [{ field: `catalogue.products.${entryIndex}.type`, message: `product ${formula.id} is the entry of formula ${formula.id}: write "type": "menu" (or give the product another id)` }];
  }
  return [];
}

function stepProblems(catalogue: Catalogue, formula: Formula, at: string): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  formula.menu_choice.forEach((step, stepIndex) => {
    const stepAt = `${at}.menu_choice.${stepIndex}.menu_contents`;
    if (step.menu_contents.length === 0) problems.push({ field: stepAt, message: 'a step offers at least one dish: add { "product_id": … }, or remove the step' });
    for (const content of step.menu_contents) {
      const product = products.get(content.product_id);
      if (!product) problems.push({ field: stepAt, message: `no product ${content.product_id} in catalogue.products: write the id of one of its dishes` });
      else if (product.type !== 'product') problems.push({ field: stepAt, message: `product ${content.product_id} is a set menu; a step offers dishes (products of type "product")` });
    }
  });
  return problems;
}

function priceChoiceProblems(formula: Formula, at: string): ConsistencyProblem[] {
  if (formula.menu_prices.length === 0) {
    return [{ field: `${at}.menu_prices`, message: 'a formula has at least one price choice, e.g. { "id": 1, "name": "Entrée + plat", "price": 1650, "menu_price_choice": [<step ids>] }' }];
  }
  const stepIds = new Set(formula.menu_choice.map((step) => step.id));
  const problems: ConsistencyProblem[] = [];
  formula.menu_prices.forEach((price, priceIndex) => {
    const priceAt = `${at}.menu_prices.${priceIndex}.menu_price_choice`;
    if (price.menu_price_choice.length === 0) problems.push({ field: priceAt, message: 'a price choice names the steps it covers, at least one id of menu_choice' });
    for (const id of price.menu_price_choice) if (!stepIds.has(id)) problems.push({ field: priceAt, message: `no step ${id} in menu_choice: write the id of one of this formula's steps` });
  });
  return problems;
}

/** Every formula's ids, product entry, steps and price choices, in file order. */
export function formulaProblems(catalogue: Catalogue, categoryIds: ReadonlySet<number>): ConsistencyProblem[] {
  const problems = duplicateIdProblems(catalogue.formulas, 'catalogue.formulas', 'formula');
  catalogue.formulas.forEach((formula, index) => {
    const at = `catalogue.formulas.${index}`;
    if (!categoryIds.has(formula.category_id)) problems.push({ field: `${at}.category_id`, message: `no category ${formula.category_id} in catalogue.categories: write the id of one of its categories` });
    problems.push(
      ...entryProblems(catalogue, formula, at),
      ...duplicateIdProblems(formula.menu_choice, `${at}.menu_choice`, 'step'),
      ...stepProblems(catalogue, formula, at),
      ...duplicateIdProblems(formula.menu_prices, `${at}.menu_prices`, 'price choice'),
      ...priceChoiceProblems(formula, at),
    );
  });
  return problems;
}

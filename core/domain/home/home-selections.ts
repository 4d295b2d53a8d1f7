import type { Catalogue, Product, SelectionType } from '../catalogue/catalogue';
import { ProductType } from '../catalogue/catalogue';
import { findCategoryPath, isSoldAlone, productsOfCategory, sortByPosition } from '../catalogue/menu-navigation';
import type { Category } from '../catalogue/catalogue';
import type { RandomNumbers } from '../random/shuffle';
import { shuffled } from '../random/shuffle';

/** Ours (the spec names best sellers, not their shape): units of a product the restaurant sold. */
export interface BestSeller {
  readonly product_id: number;
  readonly nb_ordered: number;
}

/** Ours: how many products each home block shows, so the home stays a page and not the menu again. */
export const HOME_BLOCK_SIZE = 4;

/** The blocks of the home (browsing 2.2), each a list of products in the order shown. */
export interface HomeSelections {
  /** selectionType 'accueil': the restaurant's selection (V8), in the order of the menu. */
  readonly suggested: readonly Product[];
  /** The best sellers, split into to eat (food and formulas) and to drink (drinks and wines). */
  readonly mostOrdered: { readonly toEat: readonly Product[]; readonly toDrink: readonly Product[] };
  /** "Let yourself be tempted": drawn at random among what no other block shows. */
  readonly tempting: readonly Product[];
  /** selectionType 'best': the restaurant's best products. */
  readonly best: readonly Product[];
}

/** A product the home may show: visible, in a category of the menu. */
function isShown(catalogue: Catalogue, product: Product): boolean {
  return product.visible && findCategoryPath(catalogue, product.category_id) !== null;
}

/** Products in the order the menu shows them: categories by position, depth first, then products by position. */
function inMenuOrder(catalogue: Catalogue, products: readonly Product[]): Product[] {
  const order = new Map<number, number>();
  const visit = (categories: readonly Category[]) => {
    for (const category of sortByPosition(categories)) {
      for (const product of productsOfCategory(catalogue, category.id)) order.set(product.id, order.size);
      visit(category.categories);
    }
  };
  visit(catalogue.categories);
  return [...products].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
}

function selectedAs(catalogue: Catalogue, type: SelectionType): Product[] {
  return inMenuOrder(catalogue, catalogue.products.filter((product) => product.selectionType === type && isShown(catalogue, product)));
}

const isToDrink = (product: Product) => product.product_type === ProductType.drink || product.product_type === ProductType.wine;

/**
 * browsing 2.2: the best sellers still on the menu and orderable, most units first (ties by id, so the
 * order does not flicker), split into to eat and to drink.
 */
export function mostOrdered(catalogue: Catalogue, bestSellers: readonly BestSeller[], size = HOME_BLOCK_SIZE): HomeSelections['mostOrdered'] {
  const ranked = [...bestSellers].filter((seller) => seller.nb_ordered > 0).sort((a, b) => b.nb_ordered - a.nb_ordered || a.product_id - b.product_id);
  const seen = new Set<number>();
  const products = ranked.flatMap((seller) => {
    const product = catalogue.products.find((candidate) => candidate.id === seller.product_id);
    if (!product || seen.has(product.id) || !isShown(catalogue, product) || !isSoldAlone(product)) return [];
    seen.add(product.id);
    return [product];
  });
  return { toEat: products.filter((product) => !isToDrink(product)).slice(0, size), toDrink: products.filter(isToDrink).slice(0, size) };
}

/** browsing 2.2: every block of the home. `random` draws the tempting products (once per visit). */
export function homeSelections(catalogue: Catalogue, bestSellers: readonly BestSeller[], random: RandomNumbers): HomeSelections {
  const suggested = selectedAs(catalogue, 'accueil');
  const best = selectedAs(catalogue, 'best');
  const ordered = mostOrdered(catalogue, bestSellers);
  const elsewhere = new Set([...suggested, ...best, ...ordered.toEat, ...ordered.toDrink].map((product) => product.id));
  const candidates = catalogue.products.filter((product) => !elsewhere.has(product.id) && isShown(catalogue, product) && isSoldAlone(product));
  return { suggested, mostOrdered: ordered, tempting: shuffled(candidates, random).slice(0, HOME_BLOCK_SIZE), best };
}

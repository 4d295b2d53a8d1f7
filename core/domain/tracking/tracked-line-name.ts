import type { Catalogue } from '../catalogue/catalogue';
import { findProduct } from '../catalogue/menu-navigation';
import { findFormula } from '../formula/formula-pricing';
import type { LocalizedText } from '../locale/localized-text';
import { BASE_LANGUAGE, localize } from '../locale/localized-text';
import type { TrackedLine } from './track-status';

/**
 * Issue 22.13: a tracked line's name in the visitor's language. The platform names an order's lines in
 * the base language (French), so the menu's own text is looked up by the line's product (or set menu),
 * and used only when its French is the line's name: an id that is both a product's and a set menu's, or
 * a menu changed since, keeps the name the order was placed with.
 */
export function trackedLineName(line: TrackedLine, catalogue: Catalogue | null, language: string): string {
  const id = line.product_id;
  if (!catalogue || id === null || id === undefined) return line.name;
  const names: (LocalizedText | undefined)[] = [findProduct(catalogue, id)?.name, findFormula(catalogue, id)?.name];
  const named = names.find((name) => name !== undefined && localize(name, BASE_LANGUAGE) === line.name);
  return named === undefined ? line.name : localize(named, language);
}

import type { Category } from '../../../core/domain/catalogue/catalogue';
import { MAX_CATEGORY_DEPTH } from '../../../core/domain/catalogue/catalogue';
import type { EstablishmentData } from './establishment-data';
import { formulaProblems } from './formula-problems';
import { optionProblems } from './option-problems';
import type { ConsistencyProblem } from './consistency-problem';
import { pictureProblem } from './pictures';
import { scheduleProblems } from './schedule-problems';
import { settingsProblems } from './settings-problems';

export type { ConsistencyProblem } from './consistency-problem';
export { PICTURES_PATH } from './pictures';

/** Establishment ids appear in every address of the storefront: lowercase letters, digits and dashes. */
const ESTABLISHMENT_ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** An entry whose id an earlier one of its list already has, with where it is in the file and an id still free. */
interface Duplicate {
  readonly id: number;
  readonly field: string;
  readonly freeId: number;
}

/**
 * Issue 22.15: an id used twice is named at the second entry's id (the line the restaurant corrects), with
 * an id no entry of the list has yet. `paths` gives an entry's place when the list is nested (categories).
 */
function duplicates(entries: readonly { readonly id: number }[], at: string, paths?: readonly string[]): Duplicate[] {
  const seen = new Set<number>();
  const freeId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  return entries.flatMap((entry, index) => {
    const twice = seen.has(entry.id);
    seen.add(entry.id);
    return twice ? [{ id: entry.id, field: `${paths?.[index] ?? `${at}.${index}`}.id`, freeId }] : [];
  });
}

function categoryEntries(categories: readonly Category[], path: string, depth: number, out: { id: number; path: string; depth: number }[]): void {
  categories.forEach((category, index) => {
    const here = `${path}.${index}`;
    out.push({ id: category.id, path: here, depth });
    categoryEntries(category.categories, `${here}.categories`, depth + 1, out);
  });
}

/**
 * What the platform's shapes cannot say: ids are unique, every reference points at something that
 * exists (categories, options, allergens, formula dishes and steps), categories go 3 levels deep at most
 * (browsing 3), and pictures exist; then the formulas, options, settings and times (issue 22.15), each
 * in its own file beside this one. The first problems come first, in file order within each part.
 */
export function consistencyProblems(data: EstablishmentData, pictureExists: (name: string) => boolean): ConsistencyProblem[] {
  const { settings, catalogue } = data;
  const problems: ConsistencyProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });

  if (!ESTABLISHMENT_ID.test(settings.id)) problem('settings.id', 'lowercase letters, digits and dashes only (it is part of every address)');
  if (settings.restaurant_name.trim() === '') problem('settings.restaurant_name', 'the establishment needs a name');
  if (settings.restaurant_languages.length === 0) problem('settings.restaurant_languages', 'at least one language, e.g. ["fr"]');
  for (const twice of duplicates(settings.orderTypes, 'settings.orderTypes')) problem(twice.field, `order type ${twice.id} is listed twice: list each order type once`);
  for (const [field, url] of [['settings.logo_url', settings.logo_url], ['settings.banner.image', settings.banner.image], ['settings.banner.imageMobile', settings.banner.imageMobile]] as const) {
    const found = pictureProblem(url, field, pictureExists);
    if (found) problems.push(found);
  }

  const categories: { id: number; path: string; depth: number }[] = [];
  categoryEntries(catalogue.categories, 'catalogue.categories', 1, categories);
  for (const twice of duplicates(categories, 'catalogue.categories', categories.map((c) => c.path))) {
    problem(twice.field, `category id ${twice.id} is used twice: give each category its own id (e.g. ${twice.freeId})`);
  }
  for (const deep of categories.filter((c) => c.depth > MAX_CATEGORY_DEPTH)) problem(deep.path, `categories go ${MAX_CATEGORY_DEPTH} levels deep at most (browsing 3)`);
  const categoryIds = new Set(categories.map((c) => c.id));
  const optionIds = new Set(catalogue.options.map((o) => o.id));
  const allergenIds = new Set(catalogue.allergens.map((a) => a.id));
  const formulaIds = new Set(catalogue.formulas.map((f) => f.id));

  for (const twice of duplicates(catalogue.products, 'catalogue.products')) problem(twice.field, `product id ${twice.id} is used twice: give each product its own id (e.g. ${twice.freeId})`);
  for (const twice of duplicates(catalogue.options, 'catalogue.options')) problem(twice.field, `option id ${twice.id} is used twice: give each option its own id (e.g. ${twice.freeId})`);
  for (const twice of duplicates(catalogue.allergens, 'catalogue.allergens')) problem(twice.field, `allergen id ${twice.id} is used twice: list each allergen once`);
  catalogue.options.forEach((option, index) => {
    for (const twice of duplicates(option.product_option_items, `catalogue.options.${index}.product_option_items`)) {
      problem(twice.field, `item id ${twice.id} is used twice: give each item its own id (e.g. ${twice.freeId})`);
    }
  });

  catalogue.products.forEach((product, index) => {
    const at = `catalogue.products.${index}`;
    if (!categoryIds.has(product.category_id)) problem(`${at}.category_id`, `no category ${product.category_id} in catalogue.categories: write the id of one of its categories`);
    for (const id of product.product_option_ids) if (!optionIds.has(id)) problem(`${at}.product_option_ids`, `no option ${id} in catalogue.options: write the id of one of its options, or remove it`);
    for (const id of product.allergen_ids) if (!allergenIds.has(id)) problem(`${at}.allergen_ids`, `no allergen ${id} in catalogue.allergens: list it there (ids 1 to 14), or remove it`);
    if (product.type === 'menu' && !formulaIds.has(product.id)) problem(`${at}.type`, `a product of type menu needs a formula with id ${product.id} in catalogue.formulas (or write "type": "product")`);
    const dates = product.availability_dates;
    if (dates?.from && dates.to && dates.to < dates.from) {
      problem(`${at}.availability_dates.to`, `ends on ${dates.to}, before it starts on ${dates.from}: write a "to" on or after "from" (or null for no end)`);
    }
    const picture = pictureProblem(product.image_url, `${at}.image_url`, pictureExists);
    if (picture) problems.push(picture);
  });

  catalogue.formulas.forEach((formula, index) => {
    const picture = pictureProblem(formula.media_url, `catalogue.formulas.${index}.media_url`, pictureExists);
    if (picture) problems.push(picture);
  });
  return [
    ...problems,
    ...formulaProblems(catalogue, categoryIds),
    ...optionProblems(catalogue.options),
    ...settingsProblems(settings, categoryIds, pictureExists),
    ...scheduleProblems(settings),
  ];
}

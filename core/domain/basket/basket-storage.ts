import { isCents } from '../money/money';
import type { LocalizedText } from '../locale/localized-text';
import type { RestaurantId } from '../restaurant/restaurant-settings';
import type { OptionSelection } from '../catalogue/option-selection';
import { BASKET_VERSION, MAX_LINE_QUANTITY, basketItemKey, emptyBasket } from './basket';
import type { Basket, BasketEntry, BasketFormula, BasketItem, BasketProduct } from './basket';

/** Storage key of a restaurant's basket: one basket per restaurant (browsing 3). */
export function basketStorageKey(restaurantId: RestaurantId): string {
  return `basket:${restaurantId}`;
}

function versionAtLeast(version: string, minimum: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [minMajor = 0, minMinor = 0] = minimum.split('.').map(Number);
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

/** browsing 4: the basket is saved only if its version is at least 1.7. */
export function isSavableBasket(basket: Basket): boolean {
  return versionAtLeast(basket.version, BASKET_VERSION);
}

export function serializeBasket(basket: Basket): string {
  return JSON.stringify(basket);
}

export type StoredBasketProblem = 'unreadable' | 'outdated' | 'other_restaurant' | 'some_lines_unreadable';

export interface RestoredBasket {
  readonly basket: Basket;
  /** Set when what was stored could not be used whole; the UI tells the customer. */
  readonly problem: StoredBasketProblem | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isLocalizedText = (value: unknown): boolean =>
  typeof value === 'string' || (isRecord(value) && Object.values(value).every((v) => typeof v === 'string'));

function readSelection(value: unknown): OptionSelection | null {
  if (!Array.isArray(value)) return null;
  const options = value.map((option: unknown) =>
    isRecord(option) && isId(option.option_id) && Array.isArray(option.item_ids) && option.item_ids.every(isId)
      ? { option_id: option.option_id, item_ids: option.item_ids as number[] }
      : null,
  );
  return options.every((o) => o !== null) ? (options as OptionSelection) : null;
}

const isQuantity = (nb: unknown): nb is number => typeof nb === 'number' && Number.isInteger(nb) && nb > 0 && nb <= MAX_LINE_QUANTITY;
const isPrice = (value: unknown): value is number => isCents(value) && value >= 0;

function readProduct(product: Record<string, unknown>): BasketProduct | null {
  const selection = readSelection(product.selectedOptions);
  const valid = isId(product.id) && isLocalizedText(product.name) && isId(product.category_id) && isPrice(product.unitPrice) && selection !== null;
  if (!valid) return null;
  return {
    id: product.id as number,
    name: product.name as LocalizedText,
    category_id: product.category_id as number,
    unitPrice: product.unitPrice as number,
    selectedOptions: selection,
  };
}

/** browsing 3: a formula entry holds its price choice and the dish of each step with its options. */
function readFormula(formula: Record<string, unknown>): BasketFormula | null {
  if (!Array.isArray(formula.products)) return null;
  const picks = formula.products.map((pick: unknown) => {
    if (!isRecord(pick) || !isId(pick.product_id) || !isId(pick.menu_choice_id)) return null;
    const options = readSelection(pick.options);
    return options ? { product_id: pick.product_id, menu_choice_id: pick.menu_choice_id, options } : null;
  });
  const valid =
    isId(formula.id) &&
    isLocalizedText(formula.name) &&
    isId(formula.category_id) &&
    isPrice(formula.unitPrice) &&
    isId(formula.menu_price_id) &&
    isLocalizedText(formula.menuPriceName) &&
    (formula.media_url === null || typeof formula.media_url === 'string') &&
    picks.length > 0 &&
    picks.every((pick) => pick !== null);
  if (!valid) return null;
  return {
    type: 'menu',
    id: formula.id as number,
    name: formula.name as LocalizedText,
    category_id: formula.category_id as number,
    media_url: formula.media_url as string | null,
    unitPrice: formula.unitPrice as number,
    menu_price_id: formula.menu_price_id as number,
    menuPriceName: formula.menuPriceName as LocalizedText,
    products: picks as BasketFormula['products'],
  };
}

function readEntry(value: unknown): BasketEntry | null {
  if (!isRecord(value) || !isRecord(value.product) || !isQuantity(value.nb)) return null;
  const { product } = value;
  // Lines saved before formulas could be bought have no type: they are products.
  let item: BasketItem | null = null;
  if (product.type === 'menu') item = readFormula(product);
  else if (product.type === undefined || product.type === 'product') item = readProduct(product);
  return item ? { key: basketItemKey(item), product: item, nb: value.nb } : null;
}

/**
 * Reads a stored basket without trusting it: storage may be corrupt, from an older version or edited
 * by hand. Lines that cannot be read are dropped one by one, so one bad line does not lose the rest.
 */
export function restoreStoredBasket(raw: string | null, restaurantId: RestaurantId): RestoredBasket {
  const empty = emptyBasket(restaurantId);
  if (raw === null) return { basket: empty, problem: null };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { basket: empty, problem: 'unreadable' };
  }
  if (!isRecord(stored) || !Array.isArray(stored.basketProducts) || typeof stored.version !== 'string') {
    return { basket: empty, problem: 'unreadable' };
  }
  if (!versionAtLeast(stored.version, BASKET_VERSION)) return { basket: empty, problem: 'outdated' };
  if (stored.restaurantToken !== restaurantId) return { basket: empty, problem: 'other_restaurant' };
  const entries = stored.basketProducts.map(readEntry);
  const readable = entries.filter((entry): entry is BasketEntry => entry !== null);
  const merged = readable.reduce<BasketEntry[]>((lines, entry) => {
    const same = lines.find((line) => line.key === entry.key);
    if (!same) return [...lines, entry];
    return lines.map((line) => (line === same ? { ...line, nb: Math.min(MAX_LINE_QUANTITY, line.nb + entry.nb) } : line));
  }, []);
  return {
    basket: { ...empty, basketProducts: merged },
    problem: readable.length < entries.length ? 'some_lines_unreadable' : null,
  };
}

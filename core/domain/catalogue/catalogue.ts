import type { Cents } from '../money/money';
import type { LocalizedText } from '../locale/localized-text';
import type { Formula } from '../formula/formula';

/** browsing 3 / checkout 9: product type 0 food, 1 drink, 2 wine, 3 formula. */
export const ProductType = { food: 0, drink: 1, wine: 2, formula: 3 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** browsing 3: option item. */
export interface OptionItem {
  readonly id: number;
  readonly name: LocalizedText;
  readonly price: Cents;
  readonly position: number;
  readonly byDefault: boolean;
}

/** browsing 3: product option. */
export interface ProductOption {
  readonly id: number;
  readonly name: LocalizedText;
  readonly multiple: boolean;
  readonly mandatory: boolean;
  /** 0 means no maximum for a multiple option, and one pick for a single-choice option. */
  readonly max_number: number;
  readonly additional_price: Cents;
  readonly additionalPriceActive: boolean;
  readonly visible: boolean;
  readonly product_option_items: readonly OptionItem[];
}

/** browsing 3: allergen, id 1 to 14. */
export interface Allergen {
  readonly id: number;
  readonly name: LocalizedText;
}

/**
 * checkout 4 "products whose availability dates do not cover the chosen day": the spec names the dates but
 * not their fields; ours: a first and a last day (ISO dates, either open) and the weekdays (1 Monday to 7
 * Sunday; empty: every weekday), in the restaurant's calendar.
 */
export interface ProductAvailabilityDates {
  readonly from: string | null;
  readonly to: string | null;
  readonly weekdays: readonly number[];
}

/** browsing 3: product. */
export interface Product {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly price: Cents;
  readonly originPrice: Cents | null;
  readonly category_id: number;
  readonly visible: boolean;
  readonly unavailable: boolean;
  readonly type: 'product' | 'menu';
  readonly product_type: ProductType;
  readonly position: number;
  readonly allergen_ids: readonly number[];
  readonly product_option_ids: readonly number[];
  readonly preparation_time: number;
  readonly image_url: string | null;
  /** null: stock not tracked. `number_available: null` means not available (browsing 3). */
  readonly stock: { readonly number_available: number | null } | null;
  readonly consultative: boolean;
  /** browsing 3: while marked unavailable it can still be ordered ahead, as a pre-order. */
  readonly preOrderWhenUnavailable?: boolean;
  /** checkout 4: the days it can be ordered for (absent or null: every day); see schedule/product-availability.ts. */
  readonly availability_dates?: ProductAvailabilityDates | null;
  /** browsing 3: sold only as a dish of a formula, never on its own (not listed in the menu). */
  readonly isMenuOnly?: boolean;
  /**
   * browsing 3: 'accueil' puts the product in the home's selection (V8); 'best' (ours) among the home's
   * best products. Absent or null: in no home selection.
   */
  readonly selectionType?: SelectionType | null;
  // --- basket (issue 6) ---
  /** browsing 3 and 5: at most this many units of the product per order (absent or null: no limit). */
  readonly limit?: number | null;
  /** browsing 3: units already counted against the limit. */
  readonly current?: number;
  /** Ours (accounts 1: prices include tax): the VAT percentage of the price, for the receipt; absent or null: not given. */
  readonly vat_rate?: number | null;
  /**
   * Ours (issue 20 item 6): the VAT percentage when the product is taken away or delivered, where it differs
   * from vat_rate (France: 5.5 % for food to be eaten later); absent or null: vat_rate whatever the order type.
   */
  readonly vat_rate_take_away?: number | null;
}

/** browsing 2.2: the home blocks a restaurant fills by hand (see Product.selectionType). */
export const SELECTION_TYPES = ['accueil', 'best'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

/** browsing 3: category, up to 3 levels. */
export interface Category {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly position: number;
  readonly product_type: ProductType;
  readonly categories: readonly Category[];
  // --- basket (issue 6) ---
  /** browsing 3 and 5: at most this many units of the category's products (sub-categories included). */
  readonly limit?: number | null;
  /** browsing 3: units already counted against the limit. */
  readonly current?: number;
}

/** Everything the menu needs, as loaded by LoadCatalogue. */
export interface Catalogue {
  readonly categories: readonly Category[];
  readonly products: readonly Product[];
  readonly options: readonly ProductOption[];
  readonly allergens: readonly Allergen[];
  readonly formulas: readonly Formula[];
}

/** browsing 3: categories go up to 3 levels. */
export const MAX_CATEGORY_DEPTH = 3;

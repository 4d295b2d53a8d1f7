import type { Cents } from '../money/money';
import type { LocalizedText } from '../locale/localized-text';

/** browsing 3: one product a formula step offers. */
export interface MenuContent {
  readonly product_id: number;
  readonly position: number;
  /** Supplement over the formula price. */
  readonly price: Cents;
  readonly visible: boolean;
}

/** browsing 3: a step of the formula (starter, main ...). */
export interface MenuChoice {
  readonly id: number;
  readonly name: LocalizedText;
  readonly position: number;
  readonly menu_contents: readonly MenuContent[];
}

/** browsing 3: a priced combination of steps. */
export interface MenuPrice {
  readonly id: number;
  readonly name: LocalizedText;
  readonly price: Cents;
  readonly menu_price_choice: readonly number[];
}

/** browsing 3: formula (a product of type 'menu'). */
export interface Formula {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly category_id: number;
  readonly media_url: string | null;
  readonly price: Cents;
  readonly menu_choice: readonly MenuChoice[];
  readonly menu_prices: readonly MenuPrice[];
}

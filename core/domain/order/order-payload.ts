import type { Cents } from '../money/money';
import type { OrderTypeId, PaymentKind } from '../order-type/order-type';
import type { RestaurantId } from '../restaurant/restaurant-settings';
import type { SelectedOption } from '../catalogue/option-selection';

/** One basket line as sent (checkout 3: products, count and per-product data). */
export interface OrderProductLine {
  readonly type?: 'product';
  readonly product_id: number;
  readonly name: string;
  readonly nb: number;
  /** Price of one unit with its options, as the customer saw it; the platform re-prices. */
  readonly unit_price: Cents;
  readonly options: readonly SelectedOption[];
}

/** A dish chosen at one step of a formula, with its options (browsing 3: menuChoice, selectedOptionsItems). */
export interface FormulaLineProduct {
  readonly product_id: number;
  readonly menu_choice_id: number;
  readonly options: readonly SelectedOption[];
}

/**
 * checkout 3: "menus and formulas as formula". Ours, as the spec does not show it: the formula's
 * product id, the price choice its steps match (browsing 4), and the dish picked at each step.
 */
export interface OrderFormulaLine {
  readonly type: 'menu';
  readonly product_id: number;
  readonly menu_price_id: number;
  readonly name: string;
  readonly nb: number;
  /** Price of one formula with its supplements and options, as the customer saw it. */
  readonly unit_price: Cents;
  readonly products: readonly FormulaLineProduct[];
}

export type OrderLine = OrderProductLine | OrderFormulaLine;

/**
 * What the customer chose on a line (product, quantity, options, formula steps), without what the client
 * says of it (name, unit price): the promo code check sends it (issue 18) and the platform prices it as it
 * prices an order's line (order-pricing.ts priceComposition).
 */
export type LineComposition = Omit<OrderProductLine, 'name' | 'unit_price'> | Omit<OrderFormulaLine, 'name' | 'unit_price'>;

export function isFormulaLine<TLine extends LineComposition>(line: TLine): line is Extract<TLine, { readonly type: 'menu' }> {
  return line.type === 'menu';
}

/** checkout 3: address, emptied when not delivery. */
export interface OrderAddress {
  readonly city: string;
  readonly deliveryCost: Cents;
  readonly doorCode: string;
  readonly floor: string;
  readonly intercom: string;
  readonly postCode: string;
  readonly street: string;
  /** checkout 3 deliveryData: where the address is, when it was picked from the address search; absent when typed by hand. */
  readonly latitude?: number;
  readonly longitude?: number;
}

/** checkout 3: the order payload sent to POST {restaurantId}/order/. */
export interface OrderPayload {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly question: readonly { readonly name: string; readonly answers: readonly string[] }[];
  readonly comment: string;
  readonly address: OrderAddress;
  readonly amount_paid: 0;
  readonly order_types_id: OrderTypeId;
  /** Epoch seconds, only for a long pre-order. */
  readonly order_delivery_date: number | null;
  readonly restaurant_payments_id: 1;
  readonly nb_customers: 1;
  readonly opt_in_promotions: boolean;
  readonly restaurant_id: RestaurantId;
  readonly time_slot_id: number | null;
  readonly specific_date_id: number | null;
  readonly order_number: '';
  readonly products: { readonly count: number; readonly data: readonly OrderLine[] };
  readonly payement_infos: {
    readonly type: PaymentKind;
    readonly provider_id: number;
    readonly payment_type_id: number;
    readonly success_url: string;
    readonly cancel_url: string;
  };
  readonly promotion_id: number;
  readonly delivery_cost: Cents;
  readonly tips: Cents;
  readonly table_information: string | null;
  readonly userId?: string;
  readonly cc_type: string;
  readonly room_service: { readonly is_active: boolean; readonly room_number: string };
  /**
   * checkout 3 externalAdvantages ("shape not shown"; ours: core loyalty-payload's ExternalAdvantage). Optional
   * in the type because the platform's payload schema (adapters/platform-api) does not read it yet: it drops it.
   */
  readonly externalAdvantages?: readonly { readonly name: string; readonly codePromo: string; readonly automatic: boolean; readonly giftProductId?: number }[];
  readonly customerExternalInfos: {
    readonly loyaltyCardNumber: string;
    readonly pool: number;
    readonly poolToUse: number;
    readonly promoCodes: readonly string[];
  };
  readonly metrics_uuid: string;
  /** checkout 3: nbCutlery, when the restaurant asks it (ours: the spec does not show its payload name). */
  readonly nb_cutlery?: number;
  /** Ours (issue 19, checkout 3 nbChopsticks, checkout 9: 1 to 6, 0 none): where the restaurant asks chopsticks. */
  readonly nb_chopsticks?: number;
  /** Ours (issue 19, checkout 3 sauceCheckList): the ids of the sauces ticked, where the restaurant offers sauces. */
  readonly sauces?: readonly number[];
  /** checkout 3: checkoutSelectedOption, each checkout option with the item values chosen (ours: shape not shown). */
  readonly checkout_options?: readonly { readonly id: number; readonly values: readonly string[] }[];
}

export const EMPTY_ADDRESS: OrderAddress = {
  city: '',
  deliveryCost: 0,
  doorCode: '',
  floor: '',
  intercom: '',
  postCode: '',
  street: '',
};

/** The platform's answer to an accepted order (checkout 7: data holds order_number and redirectionUrl). */
export interface PlacedOrder {
  readonly order_number: string;
  readonly redirectionUrl: string | null;
}

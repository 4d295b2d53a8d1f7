import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import { OrderTypeId } from '../order-type/order-type';

export type CheckoutBlockKey =
  | 'empty_basket'
  | 'no_order_types'
  | 'checkout_blocked_in_consultative_mode'
  | 'room_basket_blocked'
  | 'scan_basket_blocked'
  | 'cookie_choice_missing';

export interface CheckoutBlockInput {
  readonly itemCount: number;
  /** The order types the checkout can take here. */
  readonly orderTypeCount: number;
  /** The order type chosen, which tells the app mode: room delivery is the hotel room, on place the table scan. */
  readonly orderTypeId: OrderTypeId | null;
  /** Whether the visitor made a cookie choice; checkout 5: otherwise the cookie modal opens. */
  readonly cookieChoiceMade: boolean;
}

/**
 * The one rule of what blocks the checkout (checkout 5, browsing 4; issue 16.4), for the basket's button, the
 * checkout page and ValidateCheckout alike: blocked with an empty basket, with no order types (not for a
 * group), in consultative mode (always: where the basket is allowed in consultative mode, it is a list to
 * show, not an order), in room mode when the room basket is blocked, in scan mode when the scan basket is
 * blocked, and until a cookie choice exists. Every reason, in that order.
 */
export function checkoutBlocks(settings: RestaurantSettings, input: CheckoutBlockInput): CheckoutBlockKey[] {
  const blocks: CheckoutBlockKey[] = [];
  if (input.itemCount === 0) blocks.push('empty_basket');
  if (input.orderTypeCount === 0 && settings.multi_establishment === null) blocks.push('no_order_types');
  if (settings.consultative) blocks.push('checkout_blocked_in_consultative_mode');
  if (input.orderTypeId === OrderTypeId.roomDelivery && settings.room_is_basket_blocked) blocks.push('room_basket_blocked');
  if (input.orderTypeId === OrderTypeId.onPlace && settings.scan_is_basket_blocked) blocks.push('scan_basket_blocked');
  if (!input.cookieChoiceMade) blocks.push('cookie_choice_missing');
  return blocks;
}

/** The first reason the checkout is blocked (checkoutBlocks), or null. */
export function checkoutBlock(settings: RestaurantSettings, input: CheckoutBlockInput): CheckoutBlockKey | null {
  return checkoutBlocks(settings, input)[0] ?? null;
}

/**
 * checkout 2 "/{restaurantId}: Customers are sent here when the basket is empty or checkout is blocked" (issue
 * 19): every block sends the customer to the menu, told why, except a missing cookie choice, for which checkout 5
 * says "the cookie modal opens" (the checkout shows once the choice is made).
 */
export function blockSendsHome(block: CheckoutBlockKey | null): block is Exclude<CheckoutBlockKey, 'cookie_choice_missing'> {
  return block !== null && block !== 'cookie_choice_missing';
}

import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import { OrderTypeId } from '../order-type/order-type';

export type CheckoutBlockKey =
  | 'empty_basket'
  | 'no_order_types'
  | 'consultative_mode'
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
 * checkout 5: checkout is blocked with an empty basket, with no order types (not for a group), in
 * consultative mode, in room mode when the room basket is blocked, in scan mode when the scan basket is
 * blocked, and until a cookie choice exists. The first reason found, or null.
 */
export function checkoutBlock(settings: RestaurantSettings, input: CheckoutBlockInput): CheckoutBlockKey | null {
  if (input.itemCount === 0) return 'empty_basket';
  if (input.orderTypeCount === 0 && settings.multi_establishment === null) return 'no_order_types';
  if (settings.consultative && !settings.allow_basket_in_consultative) return 'consultative_mode';
  if (input.orderTypeId === OrderTypeId.roomDelivery && settings.room_is_basket_blocked) return 'room_basket_blocked';
  if (input.orderTypeId === OrderTypeId.onPlace && settings.scan_is_basket_blocked) return 'scan_basket_blocked';
  if (!input.cookieChoiceMade) return 'cookie_choice_missing';
  return null;
}

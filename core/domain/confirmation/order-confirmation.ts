import type { DateTime } from 'luxon';
import type { Cents } from '../money/money';
import { OrderTypeId } from '../order-type/order-type';
import type { PaymentStatus } from '../payment/payment-status';
import type { TrackedLine, TrackStatus } from '../tracking/track-status';
import { calledOutNumber, orderNumberFromQuery } from '../tracking/track-status';
import type { TrackingTime } from '../tracking/tracking-time';
import { trackingTimeOf } from '../tracking/tracking-time';

/** checkout 2, order confirmation page: where the order is collected or brought, by order type. */
export type ConfirmationPlace =
  | { readonly kind: 'pickup'; readonly address: string }
  | { readonly kind: 'delivery'; readonly address: string }
  | { readonly kind: 'table'; readonly number: string };

/** checkout 2: "shows the order, thank-you, collect hour and address by order type". */
export interface OrderConfirmation {
  /** The number the restaurant calls out (checkout 3: with its prefix when it uses display numbers). */
  readonly orderNumber: string;
  readonly customerName: string;
  readonly orderTypeId: OrderTypeId;
  /** The collect (or delivery) hour, in the establishment's time zone; null when the platform gave none. */
  readonly when: TrackingTime | null;
  readonly place: ConfirmationPlace | null;
  readonly lines: readonly TrackedLine[];
  readonly total: Cents | null;
}

const postal = (address: { readonly street: string; readonly zip_code: string; readonly city: string }) =>
  [address.street, `${address.zip_code} ${address.city}`.trim()].filter((part) => part.trim() !== '').join(', ');

/**
 * checkout 2, order confirmation page: the order as the platform tracks it. The hour is read in the
 * establishment's zone (checkout 3 timezone), whatever the device's; the address is the restaurant's for a
 * take away, the customer's for a delivery, the table for an order on place; a room delivery has none to show.
 */
export function orderConfirmationOf(
  status: TrackStatus,
  settings: { readonly timezone: string; readonly useDisplayOrderNumber: boolean; readonly prefix: string },
  now: DateTime,
): OrderConfirmation {
  return {
    orderNumber: calledOutNumber(status.order_number, status.display_order_number, settings.useDisplayOrderNumber, settings.prefix),
    customerName: status.customer.name.trim(),
    orderTypeId: status.order_type,
    when: trackingTimeOf(status, settings.timezone, now),
    place: placeOf(status),
    lines: status.lines,
    total: status.total_price,
  };
}

function placeOf(status: TrackStatus): ConfirmationPlace | null {
  switch (status.order_type) {
    case OrderTypeId.takeAway:
      return { kind: 'pickup', address: postal(status.restaurant) };
    case OrderTypeId.delivery:
      return status.delivery ? { kind: 'delivery', address: postal(status.delivery) } : null;
    case OrderTypeId.onPlace:
      return status.table_information ? { kind: 'table', number: status.table_information } : null;
    default:
      return null;
  }
}

/**
 * checkout 2: the page's order is the orderId of its query (the provider's return), else the last order
 * this storefront stored (lastCmd); null when neither: "order-not-found message if no last order is stored".
 */
export function confirmationOrderNumber(orderId: string | null, lastStored: string | null): string | null {
  return orderNumberFromQuery(orderId) ?? (lastStored?.trim() ? lastStored.trim() : null);
}

/**
 * checkout 4, confirmation titles: no payment provider, order sent to the kitchen; paid, paid and sent; to pay,
 * pending or unknown, waiting for payment. (Rejected leaves this page for the payment error page.)
 */
export function confirmationTitleKey(status: PaymentStatus | null): 'order_sent_to_kitchen' | 'order_paid_and_sent' | 'waiting_for_payment' {
  if (status === null) return 'order_sent_to_kitchen';
  return status === 'paid' ? 'order_paid_and_sent' : 'waiting_for_payment';
}

import type { Cents } from '../money/money';
import type { PaymentStatus } from '../payment/payment-status';
import type { OrderTypeId } from '../order-type/order-type';
import type { OrderDiscounts } from './order-discounts';
import { OrderTypeId as OrderTypeIds } from '../order-type/order-type';

export const TRACK_STEP_TYPES = ['sent', 'validated', 'ready', 'picked_up', 'delivered'] as const;
export type TrackStepType = (typeof TRACK_STEP_TYPES)[number];

interface PostalAddress {
  readonly street: string;
  readonly zip_code: string;
  readonly city: string;
  /** Ours (checkout 3 deliveryData latitude, longitude): a delivery address's position, when the order carried one. */
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

/** checkout 3: track status, as read back from GET /order/track/{orderId}. */
export interface TrackStatus {
  readonly order_number: string;
  readonly display_order_number: string | null;
  readonly order_type: OrderTypeId;
  readonly customer: { readonly name: string };
  readonly steps: readonly { readonly status_type: TrackStepType; readonly done: boolean }[];
  readonly canceled: boolean;
  readonly error: boolean;
  readonly tracking_url: string | null;
  readonly table_information: string | null;
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly day: string | null;
  readonly order_delivery_date: number | null;
  /**
   * Ours: the weekly slot the order was placed for (checkout 3 time_slot_id); start_time and end_time are
   * then that slot's on its day. Null (or absent) for an order placed as soon as possible.
   */
  readonly time_slot_id?: number | null;
  readonly delivery: PostalAddress | null;
  readonly restaurant: PostalAddress;
  /** Ours: what the order costs in minor units, as the platform priced it (null when not told). */
  readonly total_price: Cents | null;
  /** Ours (the common order's products, checkout 3): the lines as the platform priced them; empty when not told. */
  readonly lines: readonly TrackedLine[];
  /** Ours (common order paymentInfo, checkout 3): how the order is paid; null when not told. */
  readonly payment: TrackedPayment | null;
  /** Ours (issue 18): what the platform took off the order; null for an order taken before, or unreadable. */
  readonly discounts?: OrderDiscounts | null;
  /**
   * Ours (issue 20.4): when the platform expects the order ready, or delivered for a delivery (ISO 8601), as of
   * now: it moves with the order and with the kitchen's preparation time; null (or absent) when it gives none.
   */
  readonly expected_time?: string | null;
}

export interface TrackedLine {
  readonly name: string;
  readonly count: number;
  /** The line's price in minor units (count times the unit price). */
  readonly price: Cents;
  /** Ours: the product (or formula) ordered, for the room and scan variant's suggestions (checkout 2); null when not told. */
  readonly product_id?: number | null;
}

export interface TrackedPayment {
  readonly mode: 'ONLINE' | 'ONSPOT';
  readonly provider_id: number;
  /** checkout 4: payment status of an online payment; null for one on the spot. */
  readonly payment_status: PaymentStatus | null;
}

/**
 * Ours (issue 7, tracking): what is still to pay at the counter or on delivery: all of it on the spot,
 * nothing once paid (online, or on the table's bill); null when the platform does not say.
 */
export function amountStillToPay(status: TrackStatus): Cents | null {
  if (status.total_price === null || status.payment === null) return null;
  // An order on the spot is paid too once its table's bill is (pay-the-table).
  return status.payment.payment_status === 'paid' ? 0 : status.total_price;
}

/** checkout 4: tracking steps by order type. */
export function trackingStepsFor(orderType: OrderTypeId): readonly TrackStepType[] {
  switch (orderType) {
    case OrderTypeIds.delivery:
      return ['sent', 'validated', 'ready', 'picked_up', 'delivered'];
    case OrderTypeIds.roomDelivery:
      return ['sent', 'validated', 'ready', 'delivered'];
    case OrderTypeIds.onPlace:
    case OrderTypeIds.takeAway:
      return ['sent', 'validated', 'ready'];
  }
}

/**
 * checkout 4: the wording of a step depends on the order type: take away is ready to pick up at the
 * restaurant, delivery is ready and awaiting the deliveryman.
 */
export function trackStepMessageKey(orderType: OrderTypeId, step: TrackStepType): string {
  if (step === 'ready' && orderType === OrderTypeIds.takeAway) return 'order_status_ready_take_away';
  if (step === 'ready' && orderType === OrderTypeIds.delivery) return 'order_status_ready_delivery';
  return `order_status_${step}`;
}

export type TrackStepState = 'done' | 'current' | 'pending';

export interface TrackingProgress {
  readonly orderNumber: string;
  readonly orderType: OrderTypeId;
  readonly steps: readonly { readonly type: TrackStepType; readonly labelKey: string; readonly state: TrackStepState }[];
  /** checkout 4: the error display shows when the status has error or canceled. */
  readonly outcome: 'in_progress' | 'completed' | 'canceled' | 'error';
}

/**
 * The steps as the customer sees them: the latest step reached is current, earlier ones done, later
 * ones pending; once the last step is reached, every step is done. Steps follow the order type's list, whatever order the platform sent them in.
 */
export function trackingProgress(status: TrackStatus): TrackingProgress {
  const reached = new Set(status.steps.filter((step) => step.done).map((step) => step.status_type));
  const types = trackingStepsFor(status.order_type);
  const lastReached = types.reduce((last, type, index) => (reached.has(type) ? index : last), -1);
  const finished = lastReached === types.length - 1;
  const steps = types.map((type, index) => ({
    type,
    labelKey: trackStepMessageKey(status.order_type, type),
    // The last step reached is where the order is now, unless it is the last one: then all is done.
    state: index < lastReached || finished ? ('done' as const) : index === lastReached ? ('current' as const) : ('pending' as const),
  }));
  const outcome = status.canceled
    ? 'canceled'
    : status.error
      ? 'error'
      : finished
        ? 'completed'
        : 'in_progress';
  return { orderNumber: status.order_number, orderType: status.order_type, steps, outcome };
}

/** Where the order is now: the latest step reached (done or current), or null before the first. */
export function latestStep(progress: TrackingProgress): TrackingProgress['steps'][number] | null {
  return progress.steps.filter((step) => step.state !== 'pending').at(-1) ?? null;
}

/** checkout 2: the order number shown, with the prefix when display order numbers are used. */
export function shownOrderNumber(status: TrackStatus, useDisplayOrderNumber: boolean, prefix: string): string {
  return calledOutNumber(status.order_number, status.display_order_number, useDisplayOrderNumber, prefix);
}

/**
 * checkout 2, issue 22.14: the number a restaurant calls out (CH-001) wherever an order's number is shown:
 * the display number after the prefix when display numbers are used, else the order number. A display
 * number already carrying the prefix keeps it once.
 */
export function calledOutNumber(orderNumber: string, displayNumber: string | null | undefined, useDisplayOrderNumber: boolean, prefix: string): string {
  if (!useDisplayOrderNumber || !displayNumber) return orderNumber;
  return prefix !== '' && displayNumber.startsWith(prefix) ? displayNumber : `${prefix}${displayNumber}`;
}

/** checkout 2: the first comma-separated value of the orderId query is the order number. */
export function orderNumberFromQuery(orderId: string | null): string | null {
  const first = orderId?.split(',')[0]?.trim();
  return first ? first : null;
}

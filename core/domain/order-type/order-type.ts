import type { Cents } from '../money/money';
import type { OrderTypeSchedule } from '../schedule/time-slot-settings';
import type { LocalizedText } from '../locale/localized-text';

/** checkout 1 / browsing 9: order type ids. */
export const OrderTypeId = {
  onPlace: 1,
  delivery: 2,
  takeAway: 3,
  roomDelivery: 5,
} as const;
export type OrderTypeId = (typeof OrderTypeId)[keyof typeof OrderTypeId];

export const ORDER_TYPE_IDS: readonly OrderTypeId[] = Object.values(OrderTypeId);

export function isOrderTypeId(value: unknown): value is OrderTypeId {
  return ORDER_TYPE_IDS.includes(value as OrderTypeId);
}

/** The name used in message keys and in the client's order data (checkout 3: orderType). */
export function orderTypeName(id: OrderTypeId): 'on_place' | 'delivery' | 'take_away' | 'room_delivery' {
  switch (id) {
    case OrderTypeId.onPlace:
      return 'on_place';
    case OrderTypeId.delivery:
      return 'delivery';
    case OrderTypeId.takeAway:
      return 'take_away';
    case OrderTypeId.roomDelivery:
      return 'room_delivery';
  }
}

/** checkout 3: delivery.pricing_type. Ours: 'fixed' (deliveryCost) or 'free'; the spec names only free. */
export type DeliveryPricingType = 'fixed' | 'free';

export type PaymentKind = 'ONLINE' | 'ONSPOT';

/** checkout 3: provider entry. */
export interface PaymentProviderEntry {
  readonly provider_id: number;
  /** Ours (issue 22.13): one name, or one per language like the menu's texts. */
  readonly provider_name: LocalizedText;
  readonly type: PaymentKind;
  readonly disabled: boolean;
  readonly payment_types: readonly { readonly payment_type_id: number; readonly payment_type_name: LocalizedText }[];
  /** checkout 3: an online provider has a minimum (minor units); none when absent. */
  readonly minimum?: number;
}

/** checkout 3: order type (from the server), the fields this storefront reads (its time selection included). */
export interface OrderTypeSettings extends OrderTypeSchedule {
  readonly id: OrderTypeId;
  /** Minimum basket total for this order type; 0 when none. */
  readonly minimumPrice: Cents;
  readonly deliveryCost: Cents;
  readonly deliveryCostActive: boolean;
  /** Free-delivery threshold; null when delivery is never offered. */
  readonly deliveryOffered: Cents | null;
  readonly pre_order: boolean;
  readonly is_collect_now: boolean;
  /** checkout 3: delivery.pricing_type; checkout 5: 'free' makes delivery free whatever the basket. */
  readonly delivery: { readonly pricing_type: DeliveryPricingType };
  readonly order_type_providers: readonly PaymentProviderEntry[];
}

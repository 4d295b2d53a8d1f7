import type { Cents } from '../money/money';
import type { OrderAddress } from '../order/order-payload';
import type { GeoPoint } from '../restaurant/geo-point';
import { isGeoPoint } from '../restaurant/geo-point';

/** checkout 3: deliveryData, what the customer types for a delivery (the cost comes from the order type). */
export interface DeliveryAddress {
  readonly street: string;
  readonly postCode: string;
  readonly city: string;
  readonly floor: string;
  readonly doorCode: string;
  readonly intercom: string;
}

export type DeliveryAddressPart = keyof DeliveryAddress;

export const EMPTY_DELIVERY_ADDRESS: DeliveryAddress = { street: '', postCode: '', city: '', floor: '', doorCode: '', intercom: '' };

/** Ours, as the spec shows no rule: the parts a courier cannot do without, and a cap that fits the platform's. */
export const REQUIRED_DELIVERY_PARTS = ['street', 'postCode', 'city'] as const;
export const DELIVERY_PART_MAX_LENGTH = 120;

export type DeliveryAddressMessageKey = 'delivery_street_required' | 'delivery_post_code_invalid' | 'delivery_city_required' | 'delivery_field_too_long';

export type DeliveryAddressField = 'deliveryStreet' | 'deliveryPostCode' | 'deliveryCity' | 'deliveryFloor' | 'deliveryDoorCode' | 'deliveryIntercom';

export function deliveryAddressField(part: DeliveryAddressPart): DeliveryAddressField {
  return `delivery${part.charAt(0).toUpperCase()}${part.slice(1)}` as DeliveryAddressField;
}

/** A post code: letters, digits, spaces and dashes, 3 to 10 of them (French 75001, UK SW1A 1AA ...). */
const POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/**
 * checkout 3 and 5: a delivery needs a street, a post code and a city (the simulator refuses an order
 * without them); floor, door code and intercom are optional. Every problem is returned at once.
 */
export function deliveryAddressProblems(address: DeliveryAddress): { field: DeliveryAddressField; key: DeliveryAddressMessageKey }[] {
  const problems: { field: DeliveryAddressField; key: DeliveryAddressMessageKey }[] = [];
  if (address.street.trim().length < 2) problems.push({ field: 'deliveryStreet', key: 'delivery_street_required' });
  if (!POST_CODE.test(address.postCode.trim())) problems.push({ field: 'deliveryPostCode', key: 'delivery_post_code_invalid' });
  if (address.city.trim().length < 2) problems.push({ field: 'deliveryCity', key: 'delivery_city_required' });
  for (const part of Object.keys(address) as DeliveryAddressPart[]) {
    if (address[part].trim().length > DELIVERY_PART_MAX_LENGTH) problems.push({ field: deliveryAddressField(part), key: 'delivery_field_too_long' });
  }
  return problems;
}

/**
 * checkout 3: the payload's address, with the delivery cost the order pays, and its position
 * (deliveryData latitude, longitude) when one is known; never a made-up one.
 */
export function orderAddressOf(address: DeliveryAddress, deliveryCost: Cents, position: GeoPoint | null = null): OrderAddress {
  return {
    ...(position && isGeoPoint(position) && { latitude: position.latitude, longitude: position.longitude }),
    street: address.street.trim(),
    postCode: address.postCode.trim(),
    city: address.city.trim(),
    floor: address.floor.trim(),
    doorCode: address.doorCode.trim(),
    intercom: address.intercom.trim(),
    deliveryCost,
  };
}

import type { Cents } from '../money/money';
import type { OrderAddress } from '../order/order-payload';
import type { GeoPoint } from '../restaurant/geo-point';
import { isGeoPoint } from '../restaurant/geo-point';
import type { PostCodeMessageKey } from './post-code-formats';
import { postCodeProblem } from './post-code-formats';

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

const DELIVERY_ADDRESS_PARTS: readonly DeliveryAddressPart[] = ['street', 'postCode', 'city', 'floor', 'doorCode', 'intercom'];

export const EMPTY_DELIVERY_ADDRESS: DeliveryAddress = { street: '', postCode: '', city: '', floor: '', doorCode: '', intercom: '' };

/** Ours, as the spec shows no rule: the parts a courier cannot do without, and a cap that fits the platform's. */
export const REQUIRED_DELIVERY_PARTS = ['street', 'postCode', 'city'] as const;
export const DELIVERY_PART_MAX_LENGTH = 120;

export type DeliveryAddressMessageKey = 'delivery_street_required' | PostCodeMessageKey | 'delivery_city_required' | 'delivery_field_too_long';

export type DeliveryAddressField = 'deliveryStreet' | 'deliveryPostCode' | 'deliveryCity' | 'deliveryFloor' | 'deliveryDoorCode' | 'deliveryIntercom';

export function deliveryAddressField(part: DeliveryAddressPart): DeliveryAddressField {
  return `delivery${part.charAt(0).toUpperCase()}${part.slice(1)}` as DeliveryAddressField;
}

/**
 * checkout 3 and 5: a delivery needs a street, a post code written as the delivery country writes them
 * (issue 22.9, post-code-formats.ts) and a city; floor, door code and intercom are optional. Every
 * problem is returned at once. The storefront and the simulator both run this rule.
 */
export function deliveryAddressProblems(address: DeliveryAddress, country: string): { field: DeliveryAddressField; key: DeliveryAddressMessageKey }[] {
  const problems: { field: DeliveryAddressField; key: DeliveryAddressMessageKey }[] = [];
  if (address.street.trim().length < 2) problems.push({ field: 'deliveryStreet', key: 'delivery_street_required' });
  const postCode = postCodeProblem(address.postCode, country);
  if (postCode !== null) problems.push({ field: 'deliveryPostCode', key: postCode });
  if (address.city.trim().length < 2) problems.push({ field: 'deliveryCity', key: 'delivery_city_required' });
  // The parts by name: an order's address (the simulator's check) also carries its cost and position.
  for (const part of DELIVERY_ADDRESS_PARTS) {
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

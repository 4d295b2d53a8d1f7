import type { DeliveryAddressField, DeliveryAddressMessageKey } from '../../../core/domain/order-type/delivery-address';
import { DELIVERY_PART_MAX_LENGTH, deliveryAddressProblems } from '../../../core/domain/order-type/delivery-address';
import { deliveryCountryOf, postCodeExample } from '../../../core/domain/order-type/post-code-formats';
import type { OrderAddress } from '../../../core/domain/order/order-payload';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { SimulatorError } from './simulator-error';

/** The payload's field for each part the storefront names (checkout 3: address.street, address.postCode ...). */
const PAYLOAD_FIELD: Record<DeliveryAddressField, string> = {
  deliveryStreet: 'address.street',
  deliveryPostCode: 'address.postCode',
  deliveryCity: 'address.city',
  deliveryFloor: 'address.floor',
  deliveryDoorCode: 'address.doorCode',
  deliveryIntercom: 'address.intercom',
};

function messageOf(key: DeliveryAddressMessageKey, country: string): string {
  if (key === 'delivery_street_required') return 'a delivery needs its street, at least 2 characters';
  if (key === 'delivery_city_required') return 'a delivery needs its city, at least 2 characters';
  if (key === 'delivery_field_too_long') return `an address part has at most ${DELIVERY_PART_MAX_LENGTH} characters`;
  const example = postCodeExample(country);
  return example === null ? 'a delivery post code has 3 to 10 letters, digits, spaces or dashes' : `a delivery post code in ${country} is written like ${example}`;
}

/**
 * checkout 3 and 5 on the platform's side (issue 22.9): the storefront's own rule (core's
 * deliveryAddressProblems), the post code checked by the format of the establishment's country. The first
 * problem is a 400 naming its field.
 */
export function checkDeliveryAddress(settings: RestaurantSettings, address: OrderAddress): void {
  const country = deliveryCountryOf(settings);
  const [problem] = deliveryAddressProblems(address, country);
  if (problem) throw new SimulatorError('bad_request', messageOf(problem.key, country), PAYLOAD_FIELD[problem.field]);
}

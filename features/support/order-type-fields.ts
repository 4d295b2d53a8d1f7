import type { CheckoutForm } from '../../core/domain/checkout/checkout-form';
import type { DeliveryAddressPart } from '../../core/domain/order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS } from '../../core/domain/order-type/delivery-address';

/** checkout 3: the rows of a checkout table that fill the table number and the delivery address. */
const ADDRESS_ROWS: Readonly<Record<string, DeliveryAddressPart>> = {
  street: 'street',
  'post code': 'postCode',
  city: 'city',
  floor: 'floor',
  'door code': 'doorCode',
  intercom: 'intercom',
};

export const ORDER_TYPE_FIELDS: readonly string[] = ['table number', ...Object.keys(ADDRESS_ROWS)];

export function orderTypeDetailsOf(fields: Readonly<Record<string, string>>): Pick<CheckoutForm, 'tableNumber' | 'deliveryAddress'> {
  const deliveryAddress = { ...EMPTY_DELIVERY_ADDRESS };
  for (const [row, part] of Object.entries(ADDRESS_ROWS)) deliveryAddress[part] = fields[row] ?? '';
  return { tableNumber: fields['table number'] ?? '', deliveryAddress };
}

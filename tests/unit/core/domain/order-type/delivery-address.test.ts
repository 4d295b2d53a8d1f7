import { describe, expect, it } from 'vitest';
import { EMPTY_DELIVERY_ADDRESS, deliveryAddressProblems, orderAddressOf } from '../../../../../core/domain/order-type/delivery-address';

const anAddress = { ...EMPTY_DELIVERY_ADDRESS, street: '12 rue Montorgueil', postCode: '75001', city: 'Paris' };

describe('delivery address (checkout 3 deliveryData, checkout 5)', () => {
  it('checkout 5: a street, a post code and a city are enough; floor, door code and intercom are optional', () => {
    expect(deliveryAddressProblems(anAddress)).toEqual([]);
  });

  it('checkout 5: an empty address names each missing part at once', () => {
    expect(deliveryAddressProblems(EMPTY_DELIVERY_ADDRESS).map((problem) => problem.key)).toEqual([
      'delivery_street_required',
      'delivery_post_code_invalid',
      'delivery_city_required',
    ]);
  });

  it('checkout 5: a post code holds 3 to 10 letters, digits, spaces or dashes', () => {
    for (const postCode of ['75001', 'SW1A 1AA', '1000']) expect(deliveryAddressProblems({ ...anAddress, postCode })).toEqual([]);
    for (const postCode of ['7', '75001<script>', '12345678901']) {
      expect(deliveryAddressProblems({ ...anAddress, postCode })).toEqual([{ field: 'deliveryPostCode', key: 'delivery_post_code_invalid' }]);
    }
  });

  it('ours: a part longer than 120 characters is refused with its field', () => {
    expect(deliveryAddressProblems({ ...anAddress, intercom: 'x'.repeat(121) })).toEqual([{ field: 'deliveryIntercom', key: 'delivery_field_too_long' }]);
  });

  it('checkout 3: the address sent is trimmed and carries the delivery cost', () => {
    expect(orderAddressOf({ ...anAddress, street: ' 12 rue Montorgueil ', floor: ' 3 ' }, 390)).toEqual({
      street: '12 rue Montorgueil',
      postCode: '75001',
      city: 'Paris',
      floor: '3',
      doorCode: '',
      intercom: '',
      deliveryCost: 390,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_DELIVERY_ADDRESS, deliveryAddressProblems, orderAddressOf } from '../../../../../core/domain/order-type/delivery-address';

const anAddress = { ...EMPTY_DELIVERY_ADDRESS, street: '12 rue Montorgueil', postCode: '75001', city: 'Paris' };

describe('delivery address (checkout 3 deliveryData, checkout 5)', () => {
  it('checkout 5: a street, a post code and a city are enough; floor, door code and intercom are optional', () => {
    expect(deliveryAddressProblems(anAddress, 'FR')).toEqual([]);
  });

  it('checkout 5: an empty address names each missing part at once', () => {
    expect(deliveryAddressProblems(EMPTY_DELIVERY_ADDRESS, 'FR').map((problem) => problem.key)).toEqual([
      'delivery_street_required',
      'delivery_post_code_invalid_fr',
      'delivery_city_required',
    ]);
  });

  it('issue 22.9: the post code is checked by the format of the delivery country (post-code-formats.test.ts)', () => {
    expect(deliveryAddressProblems({ ...anAddress, postCode: 'ABCDE' }, 'FR')).toEqual([{ field: 'deliveryPostCode', key: 'delivery_post_code_invalid_fr' }]);
    expect(deliveryAddressProblems({ ...anAddress, postCode: '1201', city: 'Genève' }, 'CH')).toEqual([]);
    // A country without a known format: 3 to 10 letters, digits, spaces or dashes.
    for (const postCode of ['75001', 'SW1A 1AA', '1000']) expect(deliveryAddressProblems({ ...anAddress, postCode }, 'GB')).toEqual([]);
    for (const postCode of ['7', '75001<script>', '12345678901']) {
      expect(deliveryAddressProblems({ ...anAddress, postCode }, 'GB')).toEqual([{ field: 'deliveryPostCode', key: 'delivery_post_code_invalid' }]);
    }
  });

  it('ours: a part longer than 120 characters is refused with its field', () => {
    expect(deliveryAddressProblems({ ...anAddress, intercom: 'x'.repeat(121) }, 'FR')).toEqual([{ field: 'deliveryIntercom', key: 'delivery_field_too_long' }]);
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

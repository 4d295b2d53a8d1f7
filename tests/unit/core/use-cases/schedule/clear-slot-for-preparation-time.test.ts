import { describe, expect, it } from 'vitest';
import { readChosenTimeSlot } from '../../../../../core/domain/schedule/chosen-time-slot';
import { ChosenTimeSlotStore } from '../../../../../core/use-cases/schedule/chosen-time-slot-store';
import { ClearSlotForPreparationTime } from '../../../../../core/use-cases/schedule/clear-slot-for-preparation-time';
import { aCatalogue, aProduct } from '../../fixtures/catalogue-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

const catalogue = aCatalogue({ products: [aProduct({ id: 1, preparation_time: 0 }), aProduct({ id: 2, preparation_time: 20 })] });
const slot = { id: 7, start_time: '2026-11-23T12:00:00+01:00', end_time: '2026-11-23T12:15:00+01:00' };

function setUp() {
  const slots = new ChosenTimeSlotStore(new InMemoryKeyValueStore());
  return { slots, clear: new ClearSlotForPreparationTime(slots) };
}

describe('browsing 4: preparation time clears a chosen time slot', () => {
  it('the chosen slot is kept per restaurant and survives being read again', () => {
    const { slots } = setUp();
    slots.choose('resto-1', slot);
    expect(slots.read('resto-1')).toEqual(slot);
    expect(slots.read('resto-2')).toBeNull();
  });

  it('what is stored is read without trusting it', () => {
    expect(readChosenTimeSlot('{"id":"7"}')).toBeNull();
    expect(readChosenTimeSlot('not json')).toBeNull();
    expect(readChosenTimeSlot('{"id":7,"start_time":"10:00"}')).toEqual({ id: 7, start_time: '10:00', end_time: null });
  });

  it('adding a product with preparation_time > 0 while a slot is chosen clears it, and says so', () => {
    const { slots, clear } = setUp();
    slots.choose('resto-1', slot);
    expect(clear.execute({ restaurantId: 'resto-1', catalogue, addedProductIds: [1] })).toBe(false);
    expect(slots.read('resto-1')).toEqual(slot);
    expect(clear.execute({ restaurantId: 'resto-1', catalogue, addedProductIds: [1, 2] })).toBe(true);
    expect(slots.read('resto-1')).toBeNull();
  });

  it('without a chosen slot there is nothing to clear and nothing to say', () => {
    const { clear } = setUp();
    expect(clear.execute({ restaurantId: 'resto-1', catalogue, addedProductIds: [2] })).toBe(false);
  });
});

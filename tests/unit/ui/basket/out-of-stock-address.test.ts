import { describe, expect, it } from 'vitest';
import { outOfStockAddressQuery, outOfStockEntitiesFromAddress } from '../../../../ui/basket/out-of-stock-view-model';
import { limitationAddressQuery, limitationEntitiesFromAddress } from '../../../../ui/limitation/limitation-entities';

const address = (query: string) => new URLSearchParams(query);

describe('the out-of-stock and limitation pages keep their entities in the address (browsing 2.7, 2.8; issue 19)', () => {
  it('browsing 2.8: the entities written in the address are read back as they were', () => {
    const entities = { quantityIds: [7], productIds: [1301, 2101], optionItemIds: [] };
    const query = outOfStockAddressQuery(entities);
    expect(query).toBe('?quantityIds=7&productIds=1301,2101');
    expect(outOfStockEntitiesFromAddress(address(query))).toEqual(entities);
  });

  it('browsing 2.8: an address naming nothing valid has no entities (the page goes Home)', () => {
    expect(outOfStockEntitiesFromAddress(address(''))).toBeNull();
    expect(outOfStockEntitiesFromAddress(address('productIds=abc,-1,0,1e3,99999999999999999999'))).toBeNull();
  });

  it('an address is read up to 100 ids a list, each once', () => {
    const many = Array.from({ length: 500 }, (_, index) => index + 1);
    const read = outOfStockEntitiesFromAddress(address(`productIds=${[1, 1, ...many].join(',')}`));
    expect(read?.productIds).toHaveLength(100);
    expect(read?.productIds.slice(0, 2)).toEqual([1, 2]);
  });

  it('browsing 2.7: the limitation entities (products, categories, time slot) go in the address and back', () => {
    const entities = { productIds: [1301], categoriesIds: [12], timeSlotId: 4 };
    const query = limitationAddressQuery(entities);
    expect(query).toBe('?productIds=1301&categoriesIds=12&timeSlotId=4');
    expect(limitationEntitiesFromAddress(address(query))).toEqual(entities);
    expect(limitationEntitiesFromAddress(address('timeSlotId=x'))).toBeNull();
    expect(limitationEntitiesFromAddress(address('timeSlotId=4'))).toEqual({ productIds: [], categoriesIds: [], timeSlotId: 4 });
  });
});

import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { addCounts, withOrderedUnits } from '../../../../../adapters/simulator/engine/limit-counters';
import { withLimitChange } from '../../../../../adapters/simulator/engine/limit-settings';

/** Le Comptoir's sub-category 123, three levels down (10 > 12 > 123), and its first limited product. */
const byPath = (catalogue: typeof leComptoir.catalogue, ...ids: number[]) =>
  ids.reduce<{ categories: typeof catalogue.categories } & { id?: number; current?: number }>((level, id) => level.categories.find((category) => category.id === id)!, catalogue);

describe('browsing 3 and 5: the day\'s units counted against the limits of the menu an order is checked with', () => {
  const limited = withLimitChange(withLimitChange(leComptoir, { target: 'category', id: 123, max: 4 }), { target: 'category', id: 10, max: 9 });
  const limitedProduct = limited.catalogue.products.find((product) => product.limit !== undefined && product.limit !== null)!;
  const ordered = { total: 5, byProduct: new Map([[limitedProduct.id, 2]]), byCategory: new Map([[123, 3], [12, 3], [10, 3]]) };

  it('a limited category, three levels down or at the top, counts what was ordered today; the others are the same objects', () => {
    const counted = withOrderedUnits(limited.catalogue, ordered);
    expect(byPath(counted, 10, 12, 123).current).toBe(3);
    expect(byPath(counted, 10).current).toBe(3);
    // Category 12 has no limit: its counter is left as the menu had it, only its sub-category changes.
    expect(byPath(counted, 10, 12).current).toBe(byPath(limited.catalogue, 10, 12).current);
    const untouched = limited.catalogue.categories.filter((category) => category.id !== 10);
    expect(counted.categories.filter((category) => category.id !== 10)).toEqual(untouched);
    counted.categories.filter((category) => category.id !== 10).forEach((category, index) => expect(category).toBe(untouched[index]));
    // The menu it was made from is read only: unchanged.
    expect(byPath(limited.catalogue, 10, 12, 123).current ?? 0).toBe(0);
  });

  it('a limited product counts what was ordered today; the others are the same objects, in the same places', () => {
    const counted = withOrderedUnits(limited.catalogue, ordered);
    expect(counted.products.find((product) => product.id === limitedProduct.id)?.current).toBe((limitedProduct.current ?? 0) + 2);
    expect(counted.products).toHaveLength(limited.catalogue.products.length);
    counted.products.forEach((product, index) => {
      if (product.id !== limitedProduct.id) expect(product).toBe(limited.catalogue.products[index]);
    });
  });

  it('adds two days\' counts without changing either', () => {
    const more = { total: 1, byProduct: new Map([[limitedProduct.id, 1]]), byCategory: new Map([[10, 1]]) };
    const sum = addCounts(ordered, more);
    expect(sum.total).toBe(6);
    expect(sum.byProduct.get(limitedProduct.id)).toBe(3);
    expect(sum.byCategory.get(10)).toBe(4);
    expect(sum.byCategory.get(123)).toBe(3);
    expect(ordered.byCategory.get(10)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, chooseSuggestions } from '../../../../../core/domain/suggestions/product-suggestions';
import { aCatalogue, aCategory, aProduct } from '../../fixtures/catalogue-builders';

const catalogue = aCatalogue({
  categories: [aCategory({ id: 10 })],
  products: [
    ...[1, 2, 3, 4, 5, 6, 7].map((id) => aProduct({ id, category_id: 10 })),
    aProduct({ id: 8, category_id: 10, visible: false }),
    aProduct({ id: 9, category_id: 77 }),
    aProduct({ id: 10, category_id: 10, stock: { number_available: 0 } }),
  ],
});
const entries = (...ids: number[]) => ids.map((product_id) => ({ product_id }));
const keepOrder = { next: () => 0.999 };

describe('suggestions (browsing 5: up to 5 random visible products whose category exists, no duplicates)', () => {
  it('keeps the visible products whose category exists, once each', () => {
    const chosen = chooseSuggestions({ entries: entries(2, 8, 9, 2, 3, 404), catalogue, selection: [1], current: null, random: keepOrder });
    expect(chosen).toEqual([2, 3]);
  });

  it('at most 5, drawn at random', () => {
    const all = entries(1, 2, 3, 4, 5, 6, 7);
    const first = chooseSuggestions({ entries: all, catalogue, selection: [], current: null, random: keepOrder });
    expect(first).toHaveLength(MAX_SUGGESTIONS);
    const drawn = chooseSuggestions({ entries: all, catalogue, selection: [], current: null, random: { next: () => 0 } });
    expect(drawn).toHaveLength(MAX_SUGGESTIONS);
    expect(drawn).not.toEqual(first);
  });

  it('ours: nothing already in the selection, nothing that cannot be ordered now', () => {
    expect(chooseSuggestions({ entries: entries(1, 10, 4), catalogue, selection: [1], current: null, random: keepOrder })).toEqual([4]);
  });

  it('empty when identical to the current suggestions, in whatever order (the customer has seen them)', () => {
    expect(chooseSuggestions({ entries: entries(2, 3), catalogue, selection: [], current: [3, 2], random: keepOrder })).toEqual([]);
    expect(chooseSuggestions({ entries: entries(2, 3, 4), catalogue, selection: [], current: [3, 2], random: keepOrder })).toEqual([2, 3, 4]);
  });
});

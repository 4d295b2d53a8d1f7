import { describe, expect, it } from 'vitest';
import { readLimitChange, withLimitChange } from '../../../../../adapters/simulator/engine/limit-settings';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';

describe('sim limit (issue 6): a limit set or cleared live, bounded like any input', () => {
  it('reads a product, category or total change; refuses anything else naming the field', () => {
    expect(readLimitChange({ target: 'product', id: 2201, max: 1 })).toEqual({ target: 'product', id: 2201, max: 1 });
    expect(readLimitChange({ target: 'total', max: null })).toEqual({ target: 'total', max: null });
    expect(() => readLimitChange({ target: 'category', id: -1, max: 1 })).toThrow(expect.objectContaining({ field: 'id' }));
    expect(() => readLimitChange({ target: 'total', max: 10_001 })).toThrow(expect.objectContaining({ field: 'max' }));
    expect(() => readLimitChange({ target: 'shop', max: 1 })).toThrow(expect.objectContaining({ field: 'target' }));
    expect(() => readLimitChange(null)).toThrow(expect.objectContaining({ field: 'max' }));
  });

  it('changes a sub-category three levels down, keeping the units already counted', () => {
    const changed = withLimitChange(leComptoir, { target: 'category', id: 123, max: 4 });
    const dishes = changed.catalogue.categories.find((c) => c.id === 10)!.categories.find((c) => c.id === 12)!;
    expect(dishes.categories.find((c) => c.id === 123)?.limit).toBe(4);
    expect(leComptoir.catalogue.categories.find((c) => c.id === 10)!.categories.find((c) => c.id === 12)!.categories.find((c) => c.id === 123)?.limit ?? null).toBeNull();
    expect(() => withLimitChange(leComptoir, { target: 'category', id: 999, max: 1 })).toThrow(/no category 999/);
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../../adapters/storage/in-memory-key-value-store';

describe('InMemoryKeyValueStore', () => {
  it('reads back what was stored, and null for a key never stored', () => {
    const store = new InMemoryKeyValueStore();
    expect(store.set('basket', '{"v":1.7}')).toBe(true);
    expect(store.get('basket')).toBe('{"v":1.7}');
    expect(store.get('lastCmd')).toBeNull();
  });

  it('a new value replaces the old one', () => {
    const store = new InMemoryKeyValueStore();
    store.set('basket', 'old');
    store.set('basket', 'new');
    expect(store.get('basket')).toBe('new');
  });

  it('keeps the empty string as a value', () => {
    const store = new InMemoryKeyValueStore();
    store.set('tableNumber', '');
    expect(store.get('tableNumber')).toBe('');
  });

  it('remove forgets the key, and removing a missing key is harmless', () => {
    const store = new InMemoryKeyValueStore();
    store.set('basket', 'x');
    store.remove('basket');
    store.remove('never-stored');
    expect(store.get('basket')).toBeNull();
  });

  it('two stores do not share values', () => {
    const first = new InMemoryKeyValueStore();
    first.set('basket', 'x');
    expect(new InMemoryKeyValueStore().get('basket')).toBeNull();
  });
});

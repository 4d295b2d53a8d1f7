import { describe, expect, it } from 'vitest';
import { BrowserKeyValueStore } from '../../../../adapters/storage/browser-key-value-store';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage as a Map, with the failures a browser can throw switched on at will. */
class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failOnGet = false;
  failOnSet = false;
  failOnRemove = false;

  getItem(key: string): string | null {
    if (this.failOnGet) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failOnSet) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failOnRemove) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.delete(key);
  }
}

describe('BrowserKeyValueStore (checkout 7: lastCmd, lastCmdInfos and tableNumber in local storage)', () => {
  it("stores every key under the prefix 'ordering:' by default", () => {
    const storage = new FakeStorage();
    const store = new BrowserKeyValueStore(storage);
    expect(store.set('basket', 'x')).toBe(true);
    expect([...storage.items]).toEqual([['ordering:basket', 'x']]);
    expect(store.get('basket')).toBe('x');
  });

  it('stores under the prefix given, so two storefronts on one origin keep apart', () => {
    const storage = new FakeStorage();
    new BrowserKeyValueStore(storage, 'le-comptoir:').set('basket', 'a');
    new BrowserKeyValueStore(storage, 'hotel-riviera:').set('basket', 'b');
    expect(Object.fromEntries(storage.items)).toEqual({ 'le-comptoir:basket': 'a', 'hotel-riviera:basket': 'b' });
    expect(new BrowserKeyValueStore(storage, 'le-comptoir:').get('basket')).toBe('a');
  });

  it('does not read keys stored without its prefix', () => {
    const storage = new FakeStorage();
    storage.items.set('basket', 'foreign');
    expect(new BrowserKeyValueStore(storage).get('basket')).toBeNull();
  });

  it('remove deletes the prefixed key', () => {
    const storage = new FakeStorage();
    const store = new BrowserKeyValueStore(storage);
    store.set('lastCmd', '1001');
    store.remove('lastCmd');
    expect(storage.items.size).toBe(0);
    expect(store.get('lastCmd')).toBeNull();
  });

  it('a full storage (setItem throws a quota error) makes set answer false, without throwing', () => {
    const storage = new FakeStorage();
    storage.failOnSet = true;
    const store = new BrowserKeyValueStore(storage);
    expect(() => store.set('basket', 'x')).not.toThrow();
    expect(store.set('basket', 'x')).toBe(false);
  });

  it('a value the browser refused is kept in memory for the visit: the basket is not lost', () => {
    const storage = new FakeStorage();
    storage.failOnSet = true;
    const store = new BrowserKeyValueStore(storage);
    store.set('basket', 'two burgers');
    expect(store.get('basket')).toBe('two burgers');
    storage.failOnSet = false;
    expect(store.set('basket', 'three burgers')).toBe(true);
    expect(storage.items.get('ordering:basket')).toBe('three burgers');
    expect(store.get('basket')).toBe('three burgers');
  });

  it('without any storage (null) values live in memory and set answers false', () => {
    const store = new BrowserKeyValueStore(null);
    expect(store.set('basket', 'x')).toBe(false);
    expect(store.get('basket')).toBe('x');
    store.remove('basket');
    expect(store.get('basket')).toBeNull();
  });

  it('a blocked storage (getItem throws) reads as null, without throwing', () => {
    const storage = new FakeStorage();
    storage.items.set('ordering:basket', 'x');
    storage.failOnGet = true;
    const store = new BrowserKeyValueStore(storage);
    expect(() => store.get('basket')).not.toThrow();
    expect(store.get('basket')).toBeNull();
  });

  it('a blocked storage (removeItem throws) makes remove a no-op, without throwing', () => {
    const storage = new FakeStorage();
    storage.failOnRemove = true;
    expect(() => new BrowserKeyValueStore(storage).remove('basket')).not.toThrow();
  });

  it('no storage at all (private mode without localStorage): get null, set false, remove harmless', () => {
    const store = new BrowserKeyValueStore(null);
    expect(store.get('basket')).toBeNull();
    expect(store.set('basket', 'x')).toBe(false);
    expect(() => store.remove('basket')).not.toThrow();
  });
});

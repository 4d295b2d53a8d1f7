import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../ui/storage/safe-storage';

describe('MemoryStorage (the basket still works when the browser refuses localStorage)', () => {
  it('keeps values for the visit like localStorage does', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBe('2');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('b');
  });
});

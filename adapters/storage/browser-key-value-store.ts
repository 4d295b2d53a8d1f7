import type { KeyValueStore } from '../../core/ports/key-value-store';

/**
 * localStorage, made safe: it throws in some private modes, when full, or when the browser blocks
 * storage for the site. A failure here must never break the page or lose the basket: every call is
 * guarded, and a value the browser refused is kept in memory for the visit (and still reported by
 * `set` returning false), so the next read finds it.
 */
export class BrowserKeyValueStore implements KeyValueStore {
  private readonly refused = new Map<string, string>();

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
    private readonly prefix = 'ordering:',
  ) {}

  get(key: string): string | null {
    if (this.refused.has(key)) return this.refused.get(key) ?? null;
    try {
      return this.storage?.getItem(this.prefix + key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): boolean {
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(this.prefix + key, value);
      this.refused.delete(key);
      return true;
    } catch {
      this.refused.set(key, value);
      return false;
    }
  }

  remove(key: string): void {
    this.refused.delete(key);
    try {
      this.storage?.removeItem(this.prefix + key);
    } catch {
      // Nothing to do: what could not be removed will be read and checked like any stored value.
    }
  }
}

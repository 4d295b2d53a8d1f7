import type { KeyValueStore } from '../../core/ports/key-value-store';

/**
 * localStorage, made safe: it throws in some private modes, when full, or when the browser blocks
 * storage for the site. A failure here must never break the page, so every call is guarded and a
 * failed write reports false (the basket then lives in memory for the visit).
 */
export class BrowserKeyValueStore implements KeyValueStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
    private readonly prefix = 'ordering:',
  ) {}

  get(key: string): string | null {
    try {
      return this.storage?.getItem(this.prefix + key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): boolean {
    try {
      if (!this.storage) return false;
      this.storage.setItem(this.prefix + key, value);
      return true;
    } catch {
      return false;
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(this.prefix + key);
    } catch {
      // Nothing to do: what could not be removed will be read and checked like any stored value.
    }
  }
}

/**
 * localStorage when the browser lets us use it, else a Storage kept in memory for the visit. Some private
 * modes and blocked-storage settings throw on access or on write; the basket use cases read what they
 * saved, so without any store a customer could not even fill a basket.
 */
export function safeLocalStorage(): Storage {
  try {
    const storage = window.localStorage;
    const probe = '__ordering_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

export class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();

  get length(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }

  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
}

import type { KeyValueStore } from '../../core/ports/key-value-store';

/** A store that lives as long as the process: the CLI, features and tests. */
export class InMemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): boolean {
    this.values.set(key, value);
    return true;
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}

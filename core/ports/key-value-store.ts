/** Local storage of small strings (the basket, last order infos). Never throws: a store may be full or locked. */
export interface KeyValueStore {
  get(key: string): string | null;
  /** Returns false when the value could not be stored (quota, private mode). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export const KEY_VALUE_STORE = Symbol.for('ordering.KeyValueStore');

/**
 * Issue 17: what Inversify asks of `reflect-metadata/lite` (its container imports it for its side effect), in the
 * browser build only (config/vite.config.ts aliases it here): Reflect.defineMetadata, getOwnMetadata and
 * getMetadata, the three @inversifyjs/reflect-metadata-utils calls. The package is 2.3 KB of brotli on the first
 * visit for a metadata registry the storefront never fills: it has no decorators (every binding is a constant or a
 * factory, config/browser-container.ts), so TypeScript emits no design:paramtypes either. Node (tsx, vitest,
 * cucumber) keeps the real package. reflect-metadata-install.ts puts these functions on Reflect.
 */

type Keyed = Map<unknown, unknown>;

/** target -> property key (undefined for the target itself) -> metadata key -> value. */
const registry = new WeakMap<object, Map<PropertyKey | undefined, Keyed>>();

function ownEntries(target: object, property: PropertyKey | undefined, create: boolean): Keyed | undefined {
  let byProperty = registry.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    registry.set(target, byProperty);
  }
  let entries = byProperty.get(property);
  if (!entries && create) {
    entries = new Map();
    byProperty.set(property, entries);
  }
  return entries;
}

export function defineMetadata(key: unknown, value: unknown, target: object, property?: PropertyKey): void {
  ownEntries(target, property, true)!.set(key, value);
}

export function getOwnMetadata(key: unknown, target: object, property?: PropertyKey): unknown {
  return ownEntries(target, property, false)?.get(key);
}

/** The target's metadata, or the nearest one up its prototype chain (a subclass sees its base's). */
export function getMetadata(key: unknown, target: object, property?: PropertyKey): unknown {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const entries = ownEntries(current, property, false);
    if (entries?.has(key)) return entries.get(key);
  }
  return undefined;
}

/** Puts the three functions on Reflect unless a full reflect-metadata is already there. */
export function installReflectMetadata(reflect: object = Reflect): void {
  const slots = reflect as Record<string, unknown>;
  for (const [name, implementation] of Object.entries({ defineMetadata, getOwnMetadata, getMetadata })) {
    if (typeof slots[name] !== 'function') slots[name] = implementation;
  }
}


import { describe, expect, it } from 'vitest';
import { defineMetadata, getMetadata, getOwnMetadata, installReflectMetadata } from '../../../config/reflect-metadata-lite';

// Issue 17: the browser build's stand-in for reflect-metadata/lite (config/vite.config.ts) answers as the package does.
describe('reflect-metadata-lite', () => {
  it('keeps metadata per target, per property and per key', () => {
    class Target {}
    defineMetadata('key', 'on the class', Target);
    defineMetadata('key', 'on a property', Target, 'field');
    defineMetadata('other', 42, Target);
    expect(getOwnMetadata('key', Target)).toBe('on the class');
    expect(getOwnMetadata('key', Target, 'field')).toBe('on a property');
    expect(getOwnMetadata('other', Target)).toBe(42);
    expect(getOwnMetadata('missing', Target)).toBeUndefined();
    expect(getOwnMetadata('key', class Elsewhere {})).toBeUndefined();
  });

  it('reads a base class metadata through getMetadata only, and a subclass own metadata first', () => {
    class Base {}
    class Derived extends Base {}
    defineMetadata('key', 'base', Base);
    expect(getOwnMetadata('key', Derived)).toBeUndefined();
    expect(getMetadata('key', Derived)).toBe('base');
    defineMetadata('key', 'derived', Derived);
    expect(getMetadata('key', Derived)).toBe('derived');
    expect(getMetadata('key', Base)).toBe('base');
  });

  it('fills an empty Reflect and leaves a full reflect-metadata in place', () => {
    const empty: Record<string, unknown> = {};
    installReflectMetadata(empty);
    expect(empty['getOwnMetadata']).toBe(getOwnMetadata);
    const real = () => 'real';
    const full: Record<string, unknown> = { getOwnMetadata: real, getMetadata: real, defineMetadata: real };
    installReflectMetadata(full);
    expect(full['getOwnMetadata']).toBe(real);
  });
});

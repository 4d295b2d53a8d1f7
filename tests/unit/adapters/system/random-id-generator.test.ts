import { afterEach, describe, expect, it, vi } from 'vitest';
import { RandomIdGenerator } from '../../../../adapters/system/random-id-generator';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const realCrypto = globalThis.crypto;

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A crypto without randomUUID, as in a page served over plain http on a LAN address; its random bytes
 * come from `fill` when given.
 */
function withoutRandomUuid(fill?: (bytes: Uint8Array) => void): void {
  const getRandomValues = (bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => {
    if (!fill) return realCrypto.getRandomValues(bytes);
    fill(bytes);
    return bytes;
  };
  vi.stubGlobal('crypto', { getRandomValues });
}

describe('RandomIdGenerator', () => {
  it('gives v4 UUIDs, a new one each time, from crypto.randomUUID', () => {
    const randomUUID = vi.spyOn(realCrypto, 'randomUUID');
    const generator = new RandomIdGenerator();
    const ids = Array.from({ length: 50 }, () => generator.next());
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(50);
    expect(randomUUID).toHaveBeenCalledTimes(50);
    randomUUID.mockRestore();
  });

  it('without crypto.randomUUID (insecure context) still gives v4 UUIDs, a new one each time', () => {
    withoutRandomUuid();
    const generator = new RandomIdGenerator();
    const ids = Array.from({ length: 50 }, () => generator.next());
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });

  it.each([
    [0x00, '00000000-0000-4000-8000-000000000000'],
    [0xff, 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
  ])('the fallback sets the version and variant bits whatever the random bytes (all %i)', (byte, expected) => {
    withoutRandomUuid((bytes) => bytes.fill(byte));
    expect(new RandomIdGenerator().next()).toBe(expected);
  });

  it('the fallback lays the 16 random bytes out in order, as 8-4-4-4-12 hex digits', () => {
    withoutRandomUuid((bytes) => bytes.set([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0x0d, 0xef, 0x3f, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77]));
    expect(new RandomIdGenerator().next()).toBe('01234567-89ab-4def-bf11-223344556677');
  });
});

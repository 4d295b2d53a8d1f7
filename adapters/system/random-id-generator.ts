import type { IdGenerator } from '../../core/ports/id-generator';

/**
 * UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost); a storefront opened on a
 * LAN address over http still needs ids, so the fallback builds one from getRandomValues.
 */
export class RandomIdGenerator implements IdGenerator {
  next(): string {
    if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

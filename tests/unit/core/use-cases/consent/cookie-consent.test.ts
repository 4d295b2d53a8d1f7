import { describe, expect, it } from 'vitest';
import { CookieConsent } from '../../../../../core/use-cases/consent/cookie-consent';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

describe('CookieConsent (browsing 4: the cookie choice, remembered)', () => {
  it('no choice at first; the choice made is remembered on the device', () => {
    const store = new InMemoryKeyValueStore();
    expect(new CookieConsent(store).current()).toBeNull();
    expect(new CookieConsent(store).choose({ analytics: false })).toBe(true);
    expect(new CookieConsent(store).current()).toEqual({ analytics: false });
  });

  it('says when storage refused the choice', () => {
    const store = new InMemoryKeyValueStore();
    store.refuseWrites = true;
    expect(new CookieConsent(store).choose({ analytics: true })).toBe(false);
  });
});

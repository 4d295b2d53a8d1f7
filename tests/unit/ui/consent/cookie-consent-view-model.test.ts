import { describe, expect, it } from 'vitest';
import { CookieConsent } from '../../../../core/use-cases/consent/cookie-consent';
import { CookieConsentViewModel } from '../../../../ui/consent/cookie-consent-view-model';
import { InMemoryKeyValueStore } from '../../core/fixtures/in-memory-key-value-store';

describe('CookieConsentViewModel (browsing 4: a cookie choice must exist before adding)', () => {
  it('without a choice, the action waits for the dialog and goes on once the visitor chose', () => {
    const consent = new CookieConsentViewModel(new CookieConsent(new InMemoryKeyValueStore()));
    const done: string[] = [];
    consent.ensureChoice(() => done.push('added'));
    expect([consent.asking, done]).toEqual([true, []]);
    consent.choose({ analytics: false });
    expect([consent.asking, done]).toEqual([false, ['added']]);
  });

  it('with a choice remembered, the action happens at once and nothing is asked', () => {
    const store = new InMemoryKeyValueStore();
    new CookieConsentViewModel(new CookieConsent(store)).choose({ analytics: true });
    const consent = new CookieConsentViewModel(new CookieConsent(store));
    const done: string[] = [];
    consent.ensureChoice(() => done.push('added'));
    expect([consent.asking, done, consent.choice]).toEqual([false, ['added'], { analytics: true }]);
  });

  it('closed without a choice (Escape): nothing is decided, the action does not happen', () => {
    const store = new InMemoryKeyValueStore();
    const consent = new CookieConsentViewModel(new CookieConsent(store));
    const done: string[] = [];
    consent.ensureChoice(() => done.push('added'));
    consent.dismiss();
    expect([consent.asking, done, consent.choice, store.writes]).toEqual([false, [], null, []]);
  });

  it('the visitor may review the choice later; that runs nothing', () => {
    const consent = new CookieConsentViewModel(new CookieConsent(new InMemoryKeyValueStore()));
    consent.review();
    expect(consent.asking).toBe(true);
    consent.choose({ analytics: true });
    expect(consent.choice).toEqual({ analytics: true });
  });
});

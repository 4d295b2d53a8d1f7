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

  it('issue 22.7: closed without an earlier choice (×, Escape), it refuses the optional cookies and the action goes on', () => {
    const store = new InMemoryKeyValueStore();
    const consent = new CookieConsentViewModel(new CookieConsent(store));
    const done: string[] = [];
    consent.ensureChoice(() => done.push('added'));
    consent.dismiss();
    expect([consent.asking, done, consent.choice]).toEqual([false, ['added'], { analytics: false }]);
    // Remembered: the next add asks nothing, on this visit and the next.
    consent.ensureChoice(() => done.push('added again'));
    expect([consent.asking, done]).toEqual([false, ['added', 'added again']]);
    expect(new CookieConsentViewModel(new CookieConsent(store)).choice).toEqual({ analytics: false });
  });

  it('issue 22.7: closed while reviewing an earlier choice, that choice stays', () => {
    const store = new InMemoryKeyValueStore();
    const consent = new CookieConsentViewModel(new CookieConsent(store));
    consent.choose({ analytics: true });
    consent.review();
    consent.dismiss();
    expect([consent.asking, consent.choice]).toEqual([false, { analytics: true }]);
    expect(new CookieConsentViewModel(new CookieConsent(store)).choice).toEqual({ analytics: true });
  });

  it('the visitor may review the choice later; that runs nothing', () => {
    const consent = new CookieConsentViewModel(new CookieConsent(new InMemoryKeyValueStore()));
    consent.review();
    expect(consent.asking).toBe(true);
    consent.choose({ analytics: true });
    expect(consent.choice).toEqual({ analytics: true });
  });
});

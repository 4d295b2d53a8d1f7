import { describe, expect, it } from 'vitest';
import { adyenLocale } from '../../../../adapters/payment/adyen/adyen-session';
import { sandboxLanguage } from '../../../../adapters/payment/sandbox-hosted-fields/sandbox-language';
import { stripeLocale } from '../../../../adapters/payment/stripe/stripe-payment-provider';
import { sandboxLang } from '../../../../adapters/simulator/sandbox/sandbox-pages';
import { OFFERED_LOCALES, intlLocale } from '../../../../core/domain/locale/offered-locales';

describe("issue 21: the payment providers' fields in the customer's locale, where the provider has it", () => {
  it('Stripe: its own locale, else the language, else it follows the browser (auto)', () => {
    expect(stripeLocale('en-GB')).toBe('en-GB');
    expect(stripeLocale('en-US')).toBe('en');
    expect(stripeLocale('pt-BR')).toBe('pt-BR');
    expect(stripeLocale('ar-SA')).toBe('ar');
    expect(stripeLocale('he')).toBe('he');
    expect(stripeLocale('co')).toBe('fr');
    expect(stripeLocale('eu')).toBe('auto');
  });

  it('Adyen: the locale of its list for the language (checkout 7), English when it has none', () => {
    expect(adyenLocale('fr')).toBe('fr-FR');
    expect(adyenLocale('en-GB')).toBe('en-US');
    expect(adyenLocale('de')).toBe('de-DE');
    expect(adyenLocale('ja')).toBe('ja-JP');
    expect(adyenLocale('pt-BR')).toBe('pt-BR');
    expect(adyenLocale('nb')).toBe('no-NO');
    expect(adyenLocale('lo')).toBe('en-US');
  });

  it('the sandbox provider: French for fr and co (and no language), English for every other; its pages and our frames agree', () => {
    for (const locale of OFFERED_LOCALES) {
      const tag = intlLocale(locale);
      expect(sandboxLanguage(tag), tag).toBe(sandboxLang(tag));
      expect(sandboxLanguage(tag), tag).toBe(locale === 'fr' || locale === 'co' ? 'fr' : 'en');
    }
    expect(sandboxLanguage(undefined)).toBe('fr');
  });
});

import type { PaymentContext, PaymentOutcome, PaymentRequest } from '../../../core/ports/payment-provider';
import type { AdyenPaymentResult, AdyenSubmitActions } from './adyen-sdk';

/**
 * Sends what an Adyen component gives (the card's encrypted state, a wallet's token) to the platform's payment
 * session of the order (advanced flow), and Adyen's answer back to the component; the card and the wallets
 * share it. A platform that cannot be reached ends the payment as failed, told in words.
 */
export async function sendToPaymentSession(
  request: PaymentRequest | undefined,
  body: Record<string, unknown>,
  actions: AdyenSubmitActions,
  platform: { readonly apiBaseUrl: string; readonly fetch?: typeof fetch },
  /** Ends the payment under way (the caller forgets it too). */
  settle: (outcome: PaymentOutcome) => void,
): Promise<void> {
  if (!request?.redirectionUrl) return actions.reject();
  try {
    const answer = await (platform.fetch ?? globalThis.fetch)(new URL(request.redirectionUrl, platform.apiBaseUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: request.orderNumber, ...body }),
    });
    if (!answer.ok) throw new Error(`the platform answered ${answer.status}`);
    const result = (await answer.json()) as Partial<AdyenPaymentResult>;
    if (typeof result.resultCode !== 'string') throw new Error('the platform gave no resultCode');
    actions.resolve({ resultCode: result.resultCode, ...(result.action !== undefined && { action: result.action }) });
  } catch (error) {
    // Settled first: the component's own failure, which the rejection brings, would say only "Error".
    settle({ kind: 'failed', message: error instanceof Error ? error.message : 'the platform could not be reached' });
    actions.reject();
  }
}

/** The locales Adyen's components are translated into, by language (Adyen's own list, region included). */
const ADYEN_LOCALES: Readonly<Record<string, string>> = {
  ar: 'ar', da: 'da-DK', de: 'de-DE', el: 'el-GR', en: 'en-US', es: 'es-ES', fi: 'fi-FI', fr: 'fr-FR', hu: 'hu-HU', it: 'it-IT',
  ja: 'ja-JP', ko: 'ko-KR', nl: 'nl-NL', nb: 'no-NO', no: 'no-NO', pl: 'pl-PL', pt: 'pt-PT', ro: 'ro-RO', ru: 'ru-RU', sk: 'sk-SK',
  sv: 'sv-SE', zh: 'zh-CN',
};

/** checkout 7, issue 21: the customer's locale (a BCP 47 tag) as Adyen names it; pt-BR keeps its region; else English. */
export function adyenLocale(locale: string): string {
  if (/^pt-BR$/i.test(locale)) return 'pt-BR';
  if (/^co\b/i.test(locale)) return 'fr-FR';
  return ADYEN_LOCALES[locale.slice(0, 2).toLowerCase()] ?? 'en-US';
}

/** What AdyenCheckout is started with for a payment, the card's and the wallets' alike (checkout 7: the locale). */
export function adyenCheckoutBasics(clientKey: string, context: PaymentContext) {
  return {
    clientKey,
    environment: clientKey.startsWith('live_') ? 'live' : 'test',
    locale: adyenLocale(context.locale),
    countryCode: context.country,
    amount: { value: context.amount, currency: context.currency },
  } as const;
}

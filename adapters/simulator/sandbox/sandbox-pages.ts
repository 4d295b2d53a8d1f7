import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { StoredOrder } from '../store/simulator-store';
import { SANDBOX_CARDS } from './sandbox-cards';
import { amountToPay } from '../store/order-debits';

export type Lang = 'fr' | 'en';

const TEXTS = {
  fr: {
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Cryptogramme',
    cardsHint: `Carte de test : ${SANDBOX_CARDS.paid.replace(/(\d{4})(?=\d)/g, '$1 ')} (payée), …0002 (refusée), …9995 (en attente puis payée).`,
    title: 'Paiement sandbox',
    order: 'Commande',
    pay: 'Payer',
    refuse: 'Refuser le paiement',
    fail: 'Simuler une panne',
    alreadyDone: 'Ce paiement est déjà traité',
    canceled: 'Cette commande est annulée : ce paiement n’est plus possible.',
  },
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    cardsHint: `Test card: ${SANDBOX_CARDS.paid.replace(/(\d{4})(?=\d)/g, '$1 ')} (paid), …0002 (refused), …9995 (pending then paid).`,
    title: 'Sandbox payment',
    order: 'Order',
    pay: 'Pay',
    refuse: 'Refuse the payment',
    fail: 'Simulate a failure',
    alreadyDone: 'This payment is already handled',
    canceled: 'This order is canceled: this payment is no longer possible.',
  },
} as const;

/**
 * The sandbox provider's pages speak French and English, as many providers do: French for a French or Corsican
 * customer (and when no language is given), English for every other (issue 21). The storefront's sandbox adapter
 * names its frames by the same rule (adapters/payment/sandbox-hosted-fields/sandbox-language.ts), as a provider's
 * SDK follows its server.
 */
export function sandboxLang(raw: unknown): Lang {
  if (typeof raw !== 'string' || raw.trim() === '') return 'fr';
  return /^(fr|co)\b/i.test(raw.trim()) ? 'fr' : 'en';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The origin the card fields may talk to: an http(s) origin and nothing else, or null. */
export function parentOriginOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 200) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

export const head = (lang: Lang, title: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/sandbox/assets/sandbox.css"></head>`;

/** The hosted card fields, framed by the checkout; they talk to `parentOrigin` only (card-fields.js). */
export function cardFieldsPage(lang: Lang, parentOrigin: string): string {
  const text = TEXTS[lang];
  return `${head(lang, text.title)}<body class="card-fields" data-parent-origin="${escapeHtml(parentOrigin)}">
<form id="card" novalidate>
<p class="hint">${escapeHtml(text.cardsHint)}</p>
<div class="field"><label for="number">${text.cardNumber}</label><input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="23"></div>
<div class="row">
<div class="field"><label for="expiry">${text.expiry}</label><input id="expiry" name="exp-date" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7"></div>
<div class="field"><label for="cvc">${text.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div>
</div>
<p id="error" class="error" role="alert"></p>
</form>
<script src="/sandbox/assets/card-fields.js"></script></body></html>`;
}

export function formatAmount(cents: number, settings: RestaurantSettings, lang: Lang): string {
  const decimals = settings.config.nb_decimal_price;
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: settings.currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(cents / 10 ** decimals);
}

/** The redirect page (checkout 4): the amount to pay the simulator worked out (issue 18: discounts off), and the three results it can return. */
export function redirectPage(lang: Lang, order: StoredOrder, settings: RestaurantSettings, payment: PaymentState): string {
  const text = TEXTS[lang];
  // Issue 22.2: an order canceled (its payment given up or past its time) takes no payment any more.
  const payable = !order.canceled && (payment.payment_status === 'to_pay' || payment.payment_status === 'rejected');
  const action = `/sandbox/pay/${encodeURIComponent(order.orderNumber)}?lang=${lang}`;
  const choices = payable
    ? `<form method="post" action="${escapeHtml(action)}" class="choices">
<button class="pay" name="result" value="SUCCESSED">${text.pay}</button>
<button name="result" value="REFUSED">${text.refuse}</button>
<button name="result" value="FAILED">${text.fail}</button>
</form>`
    : `<p role="status">${order.canceled ? text.canceled : `${text.alreadyDone} (${escapeHtml(payment.payment_status ?? '')})`}</p>`;
  return `${head(lang, text.title)}<body><main class="redirect">
<h1>${text.title} · ${escapeHtml(settings.restaurant_name)}</h1>
<p>${text.order} ${escapeHtml(order.orderNumber)}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(formatAmount(amountToPay(order), settings, lang))}</p>
${choices}
</main></body></html>`;
}

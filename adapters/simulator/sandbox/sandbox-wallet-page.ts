import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { StoredOrder } from '../store/simulator-store';
import { amountToPay } from '../store/order-debits';
import type { Lang } from './sandbox-pages';
import { escapeHtml, formatAmount, head } from './sandbox-pages';

const TEXTS = {
  fr: {
    title: 'Sandbox Wallet',
    payTo: 'Payer',
    card: 'Carte du portefeuille : Visa •••• 4242',
    approve: 'Confirmer le paiement',
    decline: 'Simuler un refus de la banque',
    cancel: 'Annuler',
    unavailable: 'Ce paiement n’est plus possible',
  },
  en: {
    title: 'Sandbox Wallet',
    payTo: 'Pay',
    card: 'Wallet card: Visa •••• 4242',
    approve: 'Confirm the payment',
    decline: 'Simulate a bank refusal',
    cancel: 'Cancel',
    unavailable: 'This payment is no longer possible',
  },
} as const;

/**
 * Issue 20.1: the sandbox wallet's sheet, as a phone's wallet shows one over the page: who is paid, the
 * amount the simulator priced (never the storefront's), the card the wallet holds, and the customer's
 * choice. Framed by the checkout; it talks to `parentOrigin` only (wallet-sheet.js).
 */
export function walletSheetPage(lang: Lang, parentOrigin: string, order: StoredOrder, settings: RestaurantSettings, payment: PaymentState): string {
  const text = TEXTS[lang];
  const payable = !order.canceled && (payment.payment_status === 'to_pay' || payment.payment_status === 'rejected');
  const choices = payable
    ? `<div class="choices">
<button type="button" class="pay" data-decision="approve">${text.approve}</button>
<button type="button" data-decision="decline">${text.decline}</button>
<button type="button" data-decision="cancel">${text.cancel}</button>
</div>`
    : `<p role="status">${text.unavailable}</p><div class="choices"><button type="button" data-decision="close">${text.cancel}</button></div>`;
  return `${head(lang, text.title)}<body class="wallet-sheet" data-parent-origin="${escapeHtml(parentOrigin)}" data-order="${escapeHtml(order.orderNumber)}">
<main class="sheet">
<h1>${text.title}</h1>
<p>${text.payTo} ${escapeHtml(settings.restaurant_name)}</p>
<p class="amount" data-testid="wallet-amount">${escapeHtml(formatAmount(amountToPay(order), settings, lang))}</p>
<p class="hint">${text.card}</p>
${choices}
<p id="error" class="error" role="alert"></p>
</main>
<script src="/sandbox/assets/wallet-sheet.js"></script></body></html>`;
}

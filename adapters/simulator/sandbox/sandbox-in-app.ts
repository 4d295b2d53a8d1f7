import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { HOSTED_FIELDS_PROVIDER_ID, STRIPE_PROVIDER_ID, ADYEN_PROVIDER_ID } from '../../../core/domain/payment/payment-providers';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';
import { amountToPay } from '../store/order-debits';

/**
 * checkout 7 "Payment public key", as the sandbox plays it: a key per restaurant and provider, in the
 * shape of each provider's own (Stripe's publishable key, Adyen's client key, ours for the hosted fields).
 */
export function sandboxPublicKey(restaurantId: RestaurantId, providerId: number): string | null {
  const id = restaurantId.replace(/[^A-Za-z0-9]/g, '');
  if (providerId === STRIPE_PROVIDER_ID) return `pk_test_sandbox${id}`;
  if (providerId === ADYEN_PROVIDER_ID) return `test_SANDBOX${id.toUpperCase()}`;
  if (providerId === HOSTED_FIELDS_PROVIDER_ID) return `sandbox_pk_${id}`;
  return null;
}

/**
 * checkout 2, in-app payment page: the platform hands an app a link to pay an order it placed, with a
 * token that proves the link was made for that order. The token is an HMAC of the order number under a
 * secret of this simulator's run, so it is never stored and cannot be made from the order number alone.
 */
export class InAppPaymentTokens {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  tokenFor(orderNumber: string): string {
    return createHmac('sha256', this.secret).update(orderNumber).digest('base64url').slice(0, 32);
  }

  matches(orderNumber: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length !== 32) return false;
    return timingSafeEqual(Buffer.from(token), Buffer.from(this.tokenFor(orderNumber)));
  }
}

/** One set of tokens per engine: the sandbox routes check what the staging route gave. */
const TOKENS = new WeakMap<SimulatorEngine, InAppPaymentTokens>();
export function inAppTokensOf(engine: SimulatorEngine): InAppPaymentTokens {
  let tokens = TOKENS.get(engine);
  if (!tokens) TOKENS.set(engine, (tokens = new InAppPaymentTokens()));
  return tokens;
}

/** Staging (what the platform gives the app): the in-app payment page of an order paid by hosted fields. */
export function inAppPaymentLink(engine: SimulatorEngine, reference: string, restaurantId?: RestaurantId): { readonly url: string } {
  const order = engine.resolveOrder(reference, restaurantId);
  payableInApp(order.payload.payement_infos);
  const query = new URLSearchParams({
    order_number: order.orderNumber,
    token: inAppTokensOf(engine).tokenFor(order.orderNumber),
    publicKey: sandboxPublicKey(order.restaurantId, HOSTED_FIELDS_PROVIDER_ID) ?? '',
  });
  return { url: `/${encodeURIComponent(order.restaurantId)}/payment-in-app?${query.toString()}` };
}

/** What the in-app page may show of the order: only with the order's own token, never the query's word. */
export function inAppPayment(engine: SimulatorEngine, restaurantId: RestaurantId, orderNumber: string, token: unknown) {
  const { order, settings, payment } = engine.sandboxOrder(orderNumber);
  if (order.restaurantId !== restaurantId || !inAppTokensOf(engine).matches(order.orderNumber, token)) {
    throw new SimulatorError('not_found', 'no payment for this order and token', 'token');
  }
  payableInApp(order.payload.payement_infos);
  return {
    order_number: order.orderNumber,
    display_order_number: order.displayNumber,
    amount: amountToPay(order),
    currency: settings.currency,
    payment_status: payment.payment_status,
    public_key: sandboxPublicKey(order.restaurantId, HOSTED_FIELDS_PROVIDER_ID),
  };
}

function payableInApp(payment: { readonly type: string; readonly provider_id: number }): void {
  if (payment.type !== 'ONLINE' || payment.provider_id !== HOSTED_FIELDS_PROVIDER_ID) {
    throw new SimulatorError('unprocessable', 'the order is not paid online by card fields', 'payement_infos.provider_id');
  }
}

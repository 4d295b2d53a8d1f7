/**
 * Where the Stripe adapter finds the PaymentIntent the platform opened for an order: the order's answer
 * (checkout 7, `redirectionUrl`) carries its client secret, either as the whole value
 * (`pi_…_secret_…`) or as the `payment_intent_client_secret` parameter of an address, Stripe's own
 * return-URL convention. Anything else is no secret.
 */
const CLIENT_SECRET = /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;

export function stripeClientSecret(redirectionUrl: string | null): string | null {
  if (!redirectionUrl) return null;
  if (CLIENT_SECRET.test(redirectionUrl)) return redirectionUrl;
  try {
    const secret = new URL(redirectionUrl, 'https://platform.invalid/').searchParams.get('payment_intent_client_secret');
    return secret && CLIENT_SECRET.test(secret) ? secret : null;
  } catch {
    return null;
  }
}

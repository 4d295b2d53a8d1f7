import { describe, expect, it } from 'vitest';
import { paymentKitEntry as broken } from './broken-sample/broken.payment-kit';
import { paymentKitCases } from './payment-provider-kit';

/** The kit can fail: against a broken adapter, the cases that check what it breaks fail. */
describe('payment-provider kit against a broken adapter', () => {
  it('fails every case the adapter breaks, and passes the one it keeps', async () => {
    const results = new Map<string, boolean>();
    for (const kitCase of paymentKitCases(broken)) {
      results.set(kitCase.name, await kitCase.run().then(() => true, () => false));
    }
    const failed = [...results].filter(([, passed]) => !passed).map(([name]) => name);
    expect(failed).toEqual([
      'has a non-empty name',
      'checkout 4, hosted card fields: complete only when the provider reports it, every change told',
      'onChange returns an unsubscribe that stops the calls',
      'unmount empties the container and tells no more changes',
      'refuses to draw its fields where no element matches the selector',
      'a payment without drawn fields fails as a value, not an exception',
      'card data shows up neither in the storefront page nor in its requests',
      'checkout 4: pay, provider staged to refuse: refused',
      'checkout 4: pay, provider staged to fail: failed',
    ]);
    expect(results.get('checkout 4: pay, provider staged to succeed: authorised')).toBe(true);
  });
});

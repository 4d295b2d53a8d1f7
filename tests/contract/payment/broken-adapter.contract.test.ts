import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paymentKitEntry as broken } from './broken-sample/broken.payment-kit';
import { paymentKitCases } from './payment-provider-kit';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

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

describe('npm run test:payment-kit', () => {
  const run = (module: string) =>
    spawnSync(process.execPath, ['tests/contract/payment/run-payment-kit.mjs', module], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, INIT_CWD: ROOT, NO_COLOR: '1' } });

  it('prints each case and exits non-zero for the broken adapter, zero for ours', () => {
    const broken = run('tests/contract/payment/broken-sample/broken.payment-kit.ts');
    expect(broken.status).not.toBe(0);
    expect(broken.stdout).toMatch(/× .*has a non-empty name/);
    expect(broken.stdout).toMatch(/✓ .*checkout 4: pay, provider staged to succeed: authorised/);
    const stripe = run('adapters/payment/stripe/stripe.payment-kit.ts');
    expect(stripe.status, stripe.stdout + stripe.stderr).toBe(0);
    expect(stripe.stdout).toMatch(/Tests\s+11 passed/);
  }, 60_000);

  it('says what is wrong with a missing module', () => {
    const missing = run('adapters/payment/nowhere/nothing.ts');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('payment kit: no file');
  });
});

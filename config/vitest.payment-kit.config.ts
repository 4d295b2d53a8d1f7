import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The payment-provider kit against one module (tests/contract/payment/run-payment-kit.mjs sets PAYMENT_KIT_MODULE). */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/contract/payment/integrator-kit.run.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
});

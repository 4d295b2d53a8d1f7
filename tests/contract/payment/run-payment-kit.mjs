#!/usr/bin/env node
// npm run test:payment-kit -- <path to an adapter module exporting paymentKitEntry>
// Runs the payment-provider contract kit (tests/contract/payment/) against that module and prints
// each case, passed or failed; exits non-zero when one fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const [modulePath] = process.argv.slice(2);
if (!modulePath) {
  console.error('usage: npm run test:payment-kit -- <path to adapter module>, e.g. adapters/payment/stripe/stripe.payment-kit.ts');
  process.exit(2);
}
// npm runs scripts from the package root; a path is read from where the command was typed.
const absolute = resolve(process.env.INIT_CWD ?? process.cwd(), modulePath);
if (!existsSync(absolute)) {
  console.error(`payment kit: no file ${absolute}`);
  process.exit(2);
}
const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url));
const run = spawnSync(process.execPath, [vitest, 'run', '-c', 'config/vitest.payment-kit.config.ts', '--reporter=verbose'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PAYMENT_KIT_MODULE: absolute },
});
process.exit(run.status ?? 1);

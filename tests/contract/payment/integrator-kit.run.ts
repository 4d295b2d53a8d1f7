import { pathToFileURL } from 'node:url';
import type { PaymentKitEntry } from '../../../adapters/payment/payment-kit-entry';
import { describePaymentProviderKit } from './payment-provider-kit';

/**
 * `npm run test:payment-kit -- <module>` (tests/contract/payment/run-payment-kit.mjs): the kit against the
 * `paymentKitEntry` export of an integrator's module, named by PAYMENT_KIT_MODULE.
 */
const modulePath = process.env.PAYMENT_KIT_MODULE;
if (!modulePath) throw new Error('PAYMENT_KIT_MODULE names the adapter module to test (npm run test:payment-kit -- <module>)');
const loaded = (await import(pathToFileURL(modulePath).href)) as { paymentKitEntry?: PaymentKitEntry };
if (!loaded.paymentKitEntry) throw new Error(`${modulePath} exports no paymentKitEntry (adapters/payment/payment-kit-entry.ts)`);
describePaymentProviderKit(loaded.paymentKitEntry);

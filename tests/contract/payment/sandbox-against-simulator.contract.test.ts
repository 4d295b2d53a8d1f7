import { afterAll, beforeAll } from 'vitest';
import type { PaymentKitEntry, PaymentKitStage } from '../../../adapters/payment/payment-kit-entry';
import { playSandboxFrame } from '../../../adapters/payment/sandbox-hosted-fields/sandbox-hosted-fields.payment-kit';
import { SandboxHostedFieldsProvider } from '../../../adapters/payment/sandbox-hosted-fields/sandbox-hosted-fields-provider';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../adapters/simulator/http-server/simulator-server';
import { SANDBOX_CARDS } from '../../../adapters/simulator/sandbox/sandbox-cards';
import { startSimulator } from '../../../config/simulator';
import { aTakeAwayPayload } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';
import { describePaymentProviderKit } from './payment-provider-kit';

let engine: SimulatorEngine;
let server: RunningSimulatorServer;
beforeAll(async () => {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
});
afterAll(async () => {
  await server.close();
  engine.close();
});

/** Nothing listens there: the sandbox cannot be reached. */
const UNREACHABLE = 'http://127.0.0.1:1';

/**
 * The sandbox's hosted fields against the simulator's sandbox over HTTP: each case pays a real order the
 * simulator took, with the test card the stage calls for, sent as the sandbox's card page sends it
 * (POST /sandbox/pay/{order}/card); the verdict is the simulator's.
 */
const sandboxOverHttp: PaymentKitEntry = {
  name: 'sandbox hosted fields (provider 8) against the simulator',
  success: 'authorised',
  stages: ['succeed', 'refuse', 'fail'],
  create(host) {
    const placed = engine.placeOrder('le-comptoir', aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: 8, payment_type_id: 1, success_url: '', cancel_url: '' } }));
    if (!placed.accepted) throw new Error('the simulator refused the kit order');
    let next: PaymentKitStage = 'succeed';
    const card = { succeed: SANDBOX_CARDS.paid, refuse: SANDBOX_CARDS.refused, fail: SANDBOX_CARDS.paid };
    const frame = playSandboxFrame(host, async (orderNumber, origin) => {
      try {
        const answer = await fetch(`${next === 'fail' ? UNREACHABLE : origin}/sandbox/pay/${encodeURIComponent(orderNumber)}/card`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number: card[next], expiry: '12/39', cvc: '123' }),
        });
        const body = (await answer.json()) as { payment_status?: string; message?: string };
        return { ok: answer.ok, payment_status: answer.ok ? (body.payment_status ?? null) : null, message: answer.ok ? null : (body.message ?? '') };
      } catch {
        return { ok: false, payment_status: null, message: 'network' };
      }
    });
    return {
      provider: new SandboxHostedFieldsProvider(server.url, host),
      orderNumber: placed.order.order_number,
      cardNumber: SANDBOX_CARDS.paid,
      fillCardFields: frame.typed,
      nextPayment: (stage) => (next = stage),
      redirectionUrl: () => null,
      sentRequests: () => [],
    };
  },
};

describePaymentProviderKit(sandboxOverHttp);

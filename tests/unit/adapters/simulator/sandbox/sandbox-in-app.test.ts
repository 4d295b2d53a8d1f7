import { afterEach, describe, expect, it } from 'vitest';
import { fetchPaymentPublicKey } from '../../../../../adapters/payment/payment-public-key';
import { HttpInAppPaymentGateway } from '../../../../../adapters/http/http-in-app-payment-gateway';
import { PlatformHttpClient } from '../../../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { InAppPaymentTokens, inAppPaymentLink, sandboxPublicKey } from '../../../../../adapters/simulator/sandbox/sandbox-in-app';
import { STAGING_HEADER } from '../../../../../adapters/simulator/admin/simulator-admin';
import { startSimulator } from '../../../../../config/simulator';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;
afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

async function aServerWithAnOrder(providerId: number) {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
  const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: providerId, payment_type_id: 1, success_url: '', cancel_url: '' } }));
  if (!answer.accepted) throw new Error('refused');
  return { engine, url: server.url, orderNumber: answer.order.order_number, gateway: new HttpInAppPaymentGateway(new PlatformHttpClient({ baseUrl: server.url })) };
}

describe('in-app payment (checkout 2) and the payment public key (checkout 7), as the simulator plays them', () => {
  it('a token is made for one order and no other; anything but a 32-character token is refused', () => {
    const tokens = new InAppPaymentTokens();
    const token = tokens.tokenFor('ORDER1');
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(tokens.matches('ORDER1', token)).toBe(true);
    expect(tokens.matches('ORDER2', token)).toBe(false);
    expect(new InAppPaymentTokens().matches('ORDER1', token)).toBe(false);
    expect(tokens.matches('ORDER1', undefined)).toBe(false);
    expect(tokens.matches('ORDER1', token.slice(1))).toBe(false);
  });

  it('the link the platform gives the app opens the order with its amount; a forged token or another restaurant finds nothing', async () => {
    const { engine: e, url, orderNumber, gateway } = await aServerWithAnOrder(8);
    const link = new URL(inAppPaymentLink(e, orderNumber).url, url);
    expect(link.pathname).toBe('/le-comptoir/payment-in-app');
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('publicKey')).toBe(sandboxPublicKey('le-comptoir', 8));
    expect(await gateway.find('le-comptoir', orderNumber, token)).toMatchObject({ orderNumber, amount: 1500, currency: 'EUR', paymentStatus: 'to_pay', publicKey: 'sandbox_pk_lecomptoir' });
    expect(await gateway.find('le-comptoir', orderNumber, 'A'.repeat(32))).toBeNull();
    expect(await gateway.find('hotel-riviera', orderNumber, token)).toBeNull();
    expect(await gateway.find('le-comptoir', 'NOSUCHORDER1', token)).toBeNull();
  });

  it('the staging route gives the link, behind the staging guard; an order paid another way has none', async () => {
    const { url, orderNumber } = await aServerWithAnOrder(9);
    const path = `_simulator/orders/${orderNumber}/in-app-payment-link`;
    expect((await fetch(new URL(path, url))).status).toBe(403);
    const answer = await fetch(new URL(path, url), { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
    expect(answer.status).toBe(422);
  });

  it('answers the public key of providers 5, 6 and 8, and none for another', async () => {
    const { url } = await aServerWithAnOrder(8);
    expect(await fetchPaymentPublicKey(url, 'le-comptoir', 5)).toBe('pk_test_sandboxlecomptoir');
    expect(await fetchPaymentPublicKey(url, 'le-comptoir', 6)).toBe('test_SANDBOXLECOMPTOIR');
    await expect(fetchPaymentPublicKey(url, 'le-comptoir', 9)).rejects.toThrow('no public key for provider 9');
    await expect(fetchPaymentPublicKey(url, 'no-such-place', 8)).rejects.toThrow();
  });
});

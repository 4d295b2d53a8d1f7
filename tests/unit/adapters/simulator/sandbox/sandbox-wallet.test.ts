import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { sandboxWalletsOf } from '../../../../../adapters/simulator/sandbox/sandbox-wallet';
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

function anOrder(providerId = 8, type: 'ONLINE' | 'ONSPOT' = 'ONLINE') {
  engine ??= anEngine();
  const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload({ payement_infos: { type, provider_id: providerId, payment_type_id: 1, success_url: '', cancel_url: '' } }));
  if (!answer.accepted) throw new Error('refused');
  return { engine, orderNumber: answer.order.order_number };
}

describe('issue 20.1: the sandbox wallet, as the simulator plays the provider', () => {
  it('offers the wallets each merchant enabled: Le Comptoir the sandbox wallet, Hôtel Riviera none; an unknown establishment is not found', () => {
    engine = anEngine();
    const wallets = sandboxWalletsOf(engine);
    expect(wallets.merchantWallets('le-comptoir')).toEqual(['sandbox_pay']);
    expect(wallets.merchantWallets('hotel-riviera')).toEqual([]);
    expect(() => wallets.merchantWallets('nowhere')).toThrow();
  });

  it('approved pays the order; declined and cancelled leave it unpaid (rejected), and the sandbox decides, not the storefront', () => {
    const paid = anOrder();
    expect(sandboxWalletsOf(paid.engine).pay(paid.orderNumber, { wallet: 'sandbox_pay', decision: 'approve' }).payment_status).toBe('paid');
    expect(paid.engine.paymentState(paid.orderNumber).payment_status).toBe('paid');
    for (const decision of ['decline', 'cancel']) {
      const order = anOrder();
      expect(sandboxWalletsOf(order.engine).pay(order.orderNumber, { wallet: 'sandbox_pay', decision }).payment_status).toBe('rejected');
    }
  });

  it('a paid order is not paid twice, but a retry with the same Idempotency-Key gets the first answer again', () => {
    const { engine: simulator, orderNumber } = anOrder();
    const wallets = sandboxWalletsOf(simulator);
    const first = wallets.pay(orderNumber, { wallet: 'sandbox_pay', decision: 'approve' }, 'wallet-1');
    expect(wallets.pay(orderNumber, { wallet: 'sandbox_pay', decision: 'approve' }, 'wallet-1')).toEqual(first);
    expect(() => wallets.pay(orderNumber, { wallet: 'sandbox_pay', decision: 'approve' }, 'another-key')).toThrow(/already paid/);
    expect(() => wallets.pay(orderNumber, { wallet: 'sandbox_pay', decision: 'approve' })).toThrow(/already paid/);
  });

  it('trusts nothing: an unknown wallet or decision, a wallet the merchant did not enable, an order paid on the spot or by redirect', () => {
    const { engine: simulator, orderNumber } = anOrder();
    const wallets = sandboxWalletsOf(simulator);
    expect(() => wallets.pay(orderNumber, { wallet: 'bitcoin', decision: 'approve' })).toThrow(/wallet is/);
    expect(() => wallets.pay(orderNumber, { wallet: 'sandbox_pay', decision: 'paid' })).toThrow(/decision is/);
    expect(() => wallets.pay(orderNumber, { wallet: 'apple_pay', decision: 'approve' })).toThrow(/not enabled for this merchant/);
    const onSpot = anOrder(1, 'ONSPOT');
    expect(() => wallets.pay(onSpot.orderNumber, { wallet: 'sandbox_pay', decision: 'approve' })).toThrow(/not paid this way/);
    const redirect = anOrder(9);
    expect(() => wallets.pay(redirect.orderNumber, { wallet: 'sandbox_pay', decision: 'approve' })).toThrow(/not paid this way/);
    expect(simulator.paymentState(orderNumber).payment_status).toBe('to_pay');
  });

  it('over HTTP: the merchant wallets, the sheet (framed, with the amount the simulator priced) and the payment', async () => {
    const { engine: simulator, orderNumber } = anOrder();
    server = await startSimulator({ engine: simulator, port: 0 });
    expect(await (await fetch(new URL('sandbox/wallets/le-comptoir', server.url))).json()).toEqual({ wallets: ['sandbox_pay'] });
    const sheet = await fetch(new URL(`sandbox/wallet/${orderNumber}?origin=${encodeURIComponent('http://127.0.0.1:5173')}&lang=en`, server.url));
    expect(sheet.status).toBe(200);
    const html = await sheet.text();
    expect(html).toContain('data-parent-origin="http://127.0.0.1:5173"');
    expect(html).toContain('Confirm the payment');
    expect((await fetch(new URL(`sandbox/wallet/${orderNumber}?origin=javascript:alert(1)`, server.url))).status).toBe(400);
    const pay = (key: string) =>
      fetch(new URL(`sandbox/pay/${orderNumber}/wallet`, server!.url), { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ wallet: 'sandbox_pay', decision: 'approve' }) });
    const first = await pay('k1');
    expect(first.status).toBe(200);
    expect(((await first.json()) as { payment_status: string }).payment_status).toBe('paid');
    expect((await pay('k1')).status).toBe(200);
    expect((await pay('k2')).status).toBe(422);
  });
});

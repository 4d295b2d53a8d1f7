import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { availableProviders, choosePaymentProvider } from '../../core/domain/checkout/payment-choice';
import { BASE_LANGUAGE, localize } from '../../core/domain/locale/localized-text';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PaymentState } from '../../core/domain/payment/payment-status';
import type { WalletKind } from '../../core/domain/payment/wallets';
import { isWalletKind, walletsOffered } from '../../core/domain/payment/wallets';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import type { SimulatorEngine } from '../../config/simulator';
import { sandboxWalletsOf } from '../../config/simulator';
import type { OrderingWorld } from '../support/ordering-world';

/**
 * Issue 20.1, wallet express checkout with the sandbox provider's own wallet. The provider's side is
 * reached as the storefront's pages reach it: in-process, the simulator's sandbox; over HTTP, its routes.
 */
const RETURN_URL = 'http://127.0.0.1:4173/le-comptoir/trackOrder';

function engineOf(engine: SimulatorEngine | undefined): SimulatorEngine {
  assert.ok(engine, 'the scenario runs in-process on its own simulator');
  return engine;
}

async function merchantWallets(world: OrderingWorld, restaurantId: string): Promise<readonly unknown[]> {
  const backend = world.backend;
  if (backend.kind === 'in-process') return sandboxWalletsOf(engineOf(backend.engine)).merchantWallets(restaurantId);
  const answer = await fetch(new URL(`sandbox/wallets/${encodeURIComponent(restaurantId)}`, backend.baseUrl));
  assert.equal(answer.status, 200);
  return ((await answer.json()) as { wallets: unknown[] }).wallets;
}

/** The customer's choice in the wallet's sheet, sent as the sheet sends it; the sandbox's answer or its refusal. */
async function walletPays(world: OrderingWorld, wallet: string, decision: string, key?: string): Promise<{ ok: true; state: PaymentState } | { ok: false; message: string }> {
  const backend = world.backend;
  const body = { wallet, decision };
  if (backend.kind === 'in-process') {
    try {
      return { ok: true, state: sandboxWalletsOf(engineOf(backend.engine)).pay(world.orderNumber(), body, key) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }
  const answer = await fetch(new URL(`sandbox/pay/${encodeURIComponent(world.orderNumber())}/wallet`, backend.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key && { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as PaymentState & { message?: string };
  return answer.ok ? { ok: true, state: json } : { ok: false, message: json.message ?? '' };
}

Then('the sandbox provider offers the wallets {string} at {string}', async function (this: OrderingWorld, expected: string, restaurantId: string) {
  assert.deepEqual(await merchantWallets(this, restaurantId), expected === '' ? [] : expected.split(', '));
});

Then('a device that can pay with {string} sees the wallet buttons {string}', async function (this: OrderingWorld, device: string, expected: string) {
  const deviceWallets = device === '' ? [] : device.split(', ').filter(isWalletKind);
  const offered = walletsOffered(await merchantWallets(this, this.restaurantId), deviceWallets);
  assert.deepEqual(offered, expected === '' ? [] : expected.split(', '));
});

// The express button: the details typed, the order type's online card provider, its wallet; no card typed.
When('I press the wallet button {string} as {orderType} with:', async function (this: OrderingWorld, wallet: WalletKind, orderTypeId: OrderTypeId, table: DataTable) {
  const fields = table.rowsHash();
  const orderType = this.shownSettings().orderTypes.find((type) => type.id === orderTypeId);
  const provider = orderType && availableProviders(orderType).find((entry) => entry.type === 'ONLINE' && localize(entry.provider_name, BASE_LANGUAGE) === 'Carte bancaire');
  assert.ok(provider, `no online card provider for order type ${orderTypeId}`);
  this.form = {
    ...this.form,
    fullName: fields['full name'] ?? '',
    phone: fields.phone ?? '',
    orderTypeId,
    payment: { ...choosePaymentProvider(provider), wallet },
    cgvAccepted: true,
    hostedFieldsComplete: false,
  };
  const placeOrder = await this.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
  this.placed = await placeOrder.execute({ settings: this.shownSettings(), form: this.form, returnUrls: { success: RETURN_URL, cancel: RETURN_URL } });
  assert.ok(this.placed.ok, `the order was not accepted: ${JSON.stringify(this.placed)}`);
});

When('I {string} in the wallet {string}', async function (this: OrderingWorld, decision: string, wallet: string) {
  const answer = await walletPays(this, wallet, decision);
  assert.ok(answer.ok, answer.ok ? '' : answer.message);
});

Then('the wallet {string} cannot pay it: {string}', async function (this: OrderingWorld, wallet: string, message: string) {
  const answer = await walletPays(this, wallet, 'approve');
  assert.equal(answer.ok, false);
  assert.match(answer.ok ? '' : answer.message, new RegExp(message));
});

Then('the same wallet payment sent again with its idempotency key {string} answers {string}, and another one is refused', async function (this: OrderingWorld, key: string, status: string) {
  const first = await walletPays(this, 'sandbox_pay', 'approve', key);
  const again = await walletPays(this, 'sandbox_pay', 'approve', key);
  assert.ok(first.ok && again.ok);
  assert.deepEqual([first.state.payment_status, again.state.payment_status], [status, status]);
  const other = await walletPays(this, 'sandbox_pay', 'approve', `${key}-other`);
  assert.equal(other.ok, false);
});

import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { lastValueFrom } from 'rxjs';
import { USE_CASES } from '../../config/use-case-tokens';
import { PAYMENT_USE_CASES } from '../../config/payment-tokens';
import type { StagedPayment } from '../../config/node-container';
import { availableProviders, choosePaymentProvider } from '../../core/domain/checkout/payment-choice';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PaymentStateGateway } from '../../core/ports/payment-state-gateway';
import { PAYMENT_STATE_GATEWAY } from '../../core/ports/payment-state-gateway';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import type { ConfirmPayment, PaymentConfirmation } from '../../core/use-cases/payment/confirm-payment';
import type { RecoverUnpaidOrder } from '../../core/use-cases/payment/recover-unpaid-order';
import { BASE_LANGUAGE, localize } from '../../core/domain/locale/localized-text';
import type { OrderingWorld } from '../support/ordering-world';

/** Where a provider sends the customer back: the storefront's tracking page. */
const RETURN_URL = 'http://127.0.0.1:4173/le-comptoir/trackOrder';

// checkout 4: choosing a provider sets its id, its first payment type and the mode (online here).
When('I check out as {orderType} paid online with {string} with:', async function (this: OrderingWorld, orderTypeId: OrderTypeId, providerName: string, table: DataTable) {
  const fields = table.rowsHash();
  const orderType = this.shownSettings().orderTypes.find((type) => type.id === orderTypeId);
  const provider = orderType && availableProviders(orderType).find((entry) => entry.type === 'ONLINE' && localize(entry.provider_name, BASE_LANGUAGE) === providerName);
  assert.ok(provider, `no online provider "${providerName}" for order type ${orderTypeId}`);
  this.form = {
    ...this.form,
    fullName: fields['full name'] ?? '',
    phone: fields.phone ?? '',
    orderTypeId,
    payment: choosePaymentProvider(provider),
    cgvAccepted: true,
    // The card is typed in the provider's own fields, which report them complete (checkout 4, 5).
    hostedFieldsComplete: true,
  };
  const placeOrder = await this.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
  this.placed = await placeOrder.execute({ settings: this.shownSettings(), form: this.form, returnUrls: { success: RETURN_URL, cancel: RETURN_URL } });
  assert.ok(this.placed.ok, `the order was not accepted: ${JSON.stringify(this.placed)}`);
});

// checkout 4: hosted fields pay in the page (no redirection); other providers send to their page.
Then('the order is accepted and pays in the page', function (this: OrderingWorld) {
  assert.ok(this.placed?.ok);
  assert.equal(this.placed.value.redirectionUrl, null);
});

Then("the order is accepted and the customer is sent to the sandbox's payment page", function (this: OrderingWorld) {
  assert.ok(this.placed?.ok);
  assert.equal(this.placed.value.redirectionUrl, `sandbox/pay/${this.placed.value.orderNumber}`);
});

// checkout 7 "Is order paid": the platform's word.
Then('the platform says its payment is {string}', async function (this: OrderingWorld, status: string) {
  const state = await this.container.get<PaymentStateGateway>(PAYMENT_STATE_GATEWAY).state(this.orderNumber());
  assert.equal(state.payment_status, status);
});

// The sandbox provider's outcome, staged as `sim pay` does (its card fields or its page would decide it).
When('the payment provider answers {string}', async function (this: OrderingWorld, outcome: StagedPayment) {
  await this.admin.pay(this.orderNumber(), outcome);
});

// Issue 22.1 (checkout 4): an order paid online is not the kitchen's before it is paid.
Then('the restaurant cannot move the order on', async function (this: OrderingWorld) {
  await assert.rejects(this.admin.advance(this.orderNumber()), /waiting for its payment/);
});

Then('the restaurant sees the order {string}', async function (this: OrderingWorld, status: string) {
  const orders = await this.admin.exportOrders({ restaurantId: this.restaurantId, limit: 100 });
  assert.equal(orders.find((order) => order.order_number === this.orderNumber())?.status, status);
});

// Issue 22.2: the storefront loads again with no payment return (the browser's back button, a reload).
When('I come back to the storefront without paying', async function (this: OrderingWorld) {
  const recover = await this.container.getAsync<RecoverUnpaidOrder>(PAYMENT_USE_CASES.recoverUnpaidOrder);
  const recovery = await recover.execute(this.restaurantId);
  assert.deepEqual(recovery, { kind: 'given_up', orderNumber: this.orderNumber(), basketRestored: true });
});

// checkout 4, payment return: confirmed with the platform, whatever the query string says.
Then('the payment return with result {string} shows {string}, error type {int}', async function (this: OrderingWorld, result: string, status: string, errorType: number) {
  const confirmation = await confirm(this, result);
  assert.deepEqual({ status: confirmation.status, errorType: confirmation.errorType ?? 0 }, { status, errorType });
});

Then('the payment return with result {string} shows {string} with no error', async function (this: OrderingWorld, result: string, status: string) {
  const confirmation = await confirm(this, result);
  assert.deepEqual({ status: confirmation.status, errorType: confirmation.errorType }, { status, errorType: null });
});

async function confirm(world: OrderingWorld, result: string): Promise<Extract<PaymentConfirmation, { kind: 'known' }>> {
  const confirmPayment = await world.container.getAsync<ConfirmPayment>(PAYMENT_USE_CASES.confirmPayment);
  const providerId = world.form.payment ? String(world.form.payment.providerId) : null;
  const last = await lastValueFrom(confirmPayment.execute({ restaurantId: world.restaurantId, orderNumber: world.orderNumber(), result, providerId }));
  assert.equal(last.kind, 'known');
  return last as Extract<PaymentConfirmation, { kind: 'known' }>;
}

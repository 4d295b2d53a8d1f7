import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { lastValueFrom } from 'rxjs';
import { PAYMENT_USE_CASES, LAST_ORDER_STORE } from '../../config/payment-tokens';
import { USE_CASES } from '../../config/use-case-tokens';
import type { OrderConfirmation } from '../../core/domain/confirmation/order-confirmation';
import { confirmationOrderNumber, confirmationTitleKey, orderConfirmationOf } from '../../core/domain/confirmation/order-confirmation';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import type { ConfirmPayment } from '../../core/use-cases/payment/confirm-payment';
import type { LastOrderStore } from '../../core/use-cases/payment/last-order-store';
import type { OrderingWorld } from '../support/ordering-world';

/** What the confirmation page of each scenario shows (checkout 2), as its view model puts it together. */
interface ShownConfirmation {
  readonly titleKey: string | null;
  readonly order: OrderConfirmation | null;
}
const shown = new WeakMap<OrderingWorld, ShownConfirmation>();

async function openConfirmation(world: OrderingWorld, query: { orderId: string | null; result: string | null; providerId: string | null }): Promise<void> {
  const settings = world.shownSettings();
  const stored = (await world.container.getAsync<LastOrderStore>(LAST_ORDER_STORE)).keptOrderNumber(settings.id);
  const orderNumber = confirmationOrderNumber(query.orderId, query.orderId === null ? stored : null);
  if (orderNumber === null) {
    shown.set(world, { titleKey: null, order: null });
    return;
  }
  const confirm = await world.container.getAsync<ConfirmPayment>(PAYMENT_USE_CASES.confirmPayment);
  const payment = await lastValueFrom(confirm.execute({ restaurantId: settings.id, orderNumber, result: query.result, providerId: query.providerId }));
  assert.ok(payment.kind === 'known' && payment.errorType === null, `the payment is in error: ${JSON.stringify(payment)}`);
  const status = await (await world.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus)).execute({ restaurantId: settings.id, orderNumber });
  assert.ok(status.ok, `the order could not be read: ${JSON.stringify(status)}`);
  shown.set(world, { titleKey: confirmationTitleKey(payment.status), order: orderConfirmationOf(status.value, settings, world.now()) });
}

function confirmationOf(world: OrderingWorld): OrderConfirmation {
  const order = shown.get(world)?.order;
  assert.ok(order, 'no order shown: open the order confirmation page first');
  return order;
}

// checkout 2: the sandbox's redirect adds orderId, provider_id and result to the success address.
When('the provider sends me back to the order confirmation page with result {string}', async function (this: OrderingWorld, result: string) {
  const providerId = this.form.payment?.providerId;
  await openConfirmation(this, { orderId: this.orderNumber(), result, providerId: providerId === undefined ? null : String(providerId) });
});

When('I open the order confirmation page with no order', async function (this: OrderingWorld) {
  await openConfirmation(this, { orderId: null, result: null, providerId: null });
});

Then('the confirmation is titled {string} and thanks {string}', function (this: OrderingWorld, titleKey: string, name: string) {
  assert.equal(shown.get(this)?.titleKey, titleKey);
  assert.equal(confirmationOf(this).customerName, name);
});

Then('the confirmation shows my order number with the prefix {string}', function (this: OrderingWorld, prefix: string) {
  assert.match(confirmationOf(this).orderNumber, new RegExp(`^${prefix}\\d+$`));
});

// checkout 3: the establishment's zone (Europe/Paris), whatever the machine's.
Then('the confirmation\'s collect hour is between {string} and {string}, Paris time', function (this: OrderingWorld, from: string, to: string) {
  const when = confirmationOf(this).when;
  assert.ok(when?.kind === 'around', `no collect hour: ${JSON.stringify(when)}`);
  assert.equal(when.time.zoneName, 'Europe/Paris');
  const hour = when.time.toFormat('HH:mm');
  assert.ok(hour >= from && hour <= to, `collect hour ${hour}`);
  assert.ok(when.time.hasSame(this.now().setZone('Europe/Paris'), 'day'));
});

Then('the confirmation\'s address is the pickup address {string}', function (this: OrderingWorld, address: string) {
  assert.deepEqual(confirmationOf(this).place, { kind: 'pickup', address });
});

Then('the confirmation says the order is not found', function (this: OrderingWorld) {
  assert.deepEqual(shown.get(this), { titleKey: null, order: null });
});

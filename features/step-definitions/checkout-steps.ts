import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { isCgvPreChecked } from '../../core/domain/checkout/checkout-form';
import { availableProviders, choosePaymentProvider } from '../../core/domain/checkout/payment-choice';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';
import { ORDER_TYPE_FIELDS, orderTypeDetailsOf } from '../support/order-type-fields';

const FIELDS = ['full name', 'phone', 'email', 'room number', 'comment', 'terms', ...ORDER_TYPE_FIELDS];

// checkout 4: the order type's first on-the-spot provider; checkout 5: terms pre-checked for table and room.
When('I check out as {orderType} paid on the spot with:', async function (this: OrderingWorld, orderTypeId: OrderTypeId, table: DataTable) {
  const fields = table.rowsHash();
  const unknown = Object.keys(fields).filter((field) => !FIELDS.includes(field));
  assert.deepEqual(unknown, [], `fields this step knows: ${FIELDS.join(', ')}`);
  const orderType = this.shownSettings().orderTypes.find((type) => type.id === orderTypeId);
  const onSpot = orderType && availableProviders(orderType).find((provider) => provider.type === 'ONSPOT');
  assert.ok(onSpot, `no on-the-spot payment for order type ${orderTypeId}`);

  this.form = {
    ...this.form,
    fullName: fields['full name'] ?? '',
    phone: fields.phone ?? '',
    email: fields.email ?? '',
    roomNumber: fields['room number'] ?? '',
    ...orderTypeDetailsOf(fields),
    comment: fields.comment ?? '',
    orderTypeId,
    payment: choosePaymentProvider(onSpot),
    cgvAccepted: fields.terms === undefined ? isCgvPreChecked(orderTypeId) : fields.terms === 'accepted',
  };
  const placeOrder = await this.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
  this.placed = await placeOrder.execute({ settings: this.shownSettings(), form: this.form, returnUrls: { success: '', cancel: '' } });
});

Then('the order is accepted and I see its order number', function (this: OrderingWorld) {
  assert.ok(this.placed?.ok, `the order was not accepted: ${JSON.stringify(this.placed)}`);
  // Ours (issue 5): order numbers are unguessable, 12 characters of Crockford base 32.
  assert.match(this.placed.value.orderNumber, /^[0-9A-HJKMNP-TV-Z]{12}$/);
  // checkout 4: paid on the spot, the customer goes straight to tracking.
  assert.equal(this.placed.value.redirectionUrl, null);
});

// checkout 5: every problem is listed under invalid_information.
Then('the checkout is refused with {string}', function (this: OrderingWorld, key: string) {
  assert.ok(this.placed && !this.placed.ok, `the checkout was not refused: ${JSON.stringify(this.placed)}`);
  const failure = this.placed.error;
  assert.equal(failure.kind, 'invalid');
  assert.deepEqual(
    failure.kind === 'invalid' ? failure.problems.map((problem) => problem.key) : [],
    [key],
  );
});

// checkout 8: the platform's refusal, read from err.
Then('the restaurant refuses the order with {string}', function (this: OrderingWorld, err: string) {
  assert.ok(this.placed && !this.placed.ok, `the order was not refused: ${JSON.stringify(this.placed)}`);
  const failure = this.placed.error;
  assert.equal(failure.kind, 'rejected');
  assert.equal(failure.kind === 'rejected' ? failure.rejection.err : null, err);
});

// checkout 8: a stock error goes to the out-of-stock page with the products' ids.
Then('the refusal names {string} as out of stock', function (this: OrderingWorld, name: string) {
  assert.ok(this.placed && !this.placed.ok && this.placed.error.kind === 'rejected', 'the order was not refused');
  const outcome = this.placed.error.outcome;
  assert.equal(outcome.kind, 'out_of_stock');
  const product = productNamed(this.shownCatalogue(), name);
  assert.deepEqual(outcome.kind === 'out_of_stock' ? outcome.entities.productIds : [], [product.id]);
});

Then('no order reached the restaurant', function (this: OrderingWorld) {
  assert.equal(this.orderGateway.sent, 0);
});

import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { ownPaymentLabel } from '../../core/domain/checkout/own-payment-label';
import { localize } from '../../core/domain/locale/localized-text';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { OrderingWorld } from '../support/ordering-world';

// checkout 3 cc_label_on_site_payment / cc_label_delivery_payment, from the settings the storefront read.
Then(
  'paying on the spot for a {orderType} order reads {string} in {string}',
  function (this: OrderingWorld, orderType: OrderTypeId, label: string, language: string) {
    const own = ownPaymentLabel(this.shownSettings().restaurant_translations, 'ONSPOT', orderType);
    assert.ok(own, 'the restaurant gives no payment label of its own');
    assert.equal(localize(own, language), label);
  },
);

Then('paying on the spot for a {orderType} order keeps the storefront\'s label', function (this: OrderingWorld, orderType: OrderTypeId) {
  assert.equal(ownPaymentLabel(this.shownSettings().restaurant_translations, 'ONSPOT', orderType), null);
});

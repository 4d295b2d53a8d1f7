import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { ownPaymentLabel } from '../../core/domain/checkout/own-payment-label';
import { localize } from '../../core/domain/locale/localized-text';
import { closureMessage } from '../../core/domain/restaurant/closed-restaurant';
import { globalPopupInfo, isRestaurantHtml } from '../../core/domain/restaurant/global-popup';
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

// checkout 3 open_closure_message, from the settings the storefront read.
Then('the closed notice carries the message {string} in {string}', function (this: OrderingWorld, message: string, language: string) {
  const own = closureMessage(this.shownSettings());
  assert.ok(own, 'the restaurant shows no closure message');
  assert.equal(localize(own, language), message);
});

Then('the closed notice carries no message', function (this: OrderingWorld) {
  assert.equal(closureMessage(this.shownSettings()), null);
});

// checkout 3 cc_global_popup_info, from the settings the storefront read (the dialog itself: e2e).
Then('the menu opens with the information {string} in {string}, as HTML', function (this: OrderingWorld, info: string, language: string) {
  const own = globalPopupInfo(this.shownSettings());
  assert.ok(own, 'the restaurant gives no information');
  assert.equal(localize(own, language), info);
  assert.equal(isRestaurantHtml(info), true);
});

Then('the menu opens with no information dialog', function (this: OrderingWorld) {
  assert.equal(globalPopupInfo(this.shownSettings()), null);
});

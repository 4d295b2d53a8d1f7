import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { ownPaymentLabel } from '../../core/domain/checkout/own-payment-label';
import { localize } from '../../core/domain/locale/localized-text';
import { closureMessage } from '../../core/domain/restaurant/closed-restaurant';
import { globalPopupInfo, isRestaurantHtml } from '../../core/domain/restaurant/global-popup';
import { openingState } from '../../core/domain/restaurant/opening-hours';
import { closedForOrdering } from '../../core/domain/schedule/closed-for-ordering';
import { scheduleContextOf } from '../../core/domain/schedule/schedule-choice';
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

// checkout 3 specific_opening_hours: the opening rule and the ordering check the simulator also runs.
Then('its weekly hours alone would say it is open now', function (this: OrderingWorld) {
  const settings = this.shownSettings();
  assert.equal(openingState(settings.opening_hours, settings.is_closed, this.now().setZone(settings.timezone)).kind, 'open');
});

Then('it is closed now by its exceptional hours, and {orderType} orders wait for it to open', function (this: OrderingWorld, orderTypeId: OrderTypeId) {
  const settings = this.shownSettings();
  assert.ok((settings.specific_opening_hours ?? []).length > 0, 'the restaurant gives no exceptional hours');
  const now = this.now().setZone(settings.timezone);
  assert.equal(openingState(settings.opening_hours, settings.is_closed, now, settings.specific_opening_hours).kind, 'closed');
  const orderType = settings.orderTypes.find((candidate) => candidate.id === orderTypeId);
  assert.ok(orderType, `no such order type at ${settings.id}`);
  assert.notEqual(closedForOrdering(scheduleContextOf(settings, orderType, now)), null);
});

import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { offersNewsletter } from '../../core/domain/checkout/newsletter-opt-in';
import { localize } from '../../core/domain/locale/localized-text';
import type { OrderingWorld } from '../support/ordering-world';

// checkout 3 subscribe_newsletter and subscribe_to_newsletter_text, as the settings the storefront read say.
Then('the checkout offers the newsletter {string}, not ticked', function (this: OrderingWorld, text: string) {
  const settings = this.shownSettings();
  assert.equal(offersNewsletter(settings), true);
  const own = settings.restaurant_translations.subscribe_to_newsletter_text;
  assert.ok(own, 'the restaurant gives no words of its own for its newsletter');
  assert.equal(localize(own, 'en'), text);
  assert.equal(this.form.optInPromotions, false);
});

Then('the checkout offers no newsletter', function (this: OrderingWorld) {
  assert.equal(offersNewsletter(this.shownSettings()), false);
});

Given('I tick the newsletter', function (this: OrderingWorld) {
  this.form = { ...this.form, optInPromotions: true };
});

// checkout 3 opt_in_promotions: what the order sent, as the platform took it.
function optInSent(world: OrderingWorld): boolean {
  assert.ok(world.placed?.ok, `the order was not taken: ${JSON.stringify(world.placed)}`);
  return world.placed.value.payload.opt_in_promotions;
}

Then('the order sent carries the newsletter opt-in', function (this: OrderingWorld) {
  assert.equal(optInSent(this), true);
});

Then('the order sent carries no newsletter opt-in', function (this: OrderingWorld) {
  assert.equal(optInSent(this), false);
});

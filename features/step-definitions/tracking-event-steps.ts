import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { ProductEventKind } from '../../core/ports/product-event-tracker';
import type { TrackProductEvent } from '../../core/use-cases/catalogue/track-product-event';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

// browsing 7: what ui/menu/product-events.tsx sends when a card of the menu or of the proposed products is opened.
async function sendEvent(world: OrderingWorld, event: ProductEventKind, productId: number, productType: number): Promise<void> {
  const track = await world.container.getAsync<TrackProductEvent>(USE_CASES.trackProductEvent);
  await track.execute({ restaurantId: world.restaurantId, event: { event, product_id: productId, product_type: productType as 0 } });
}

When('I open {string} from the menu', async function (this: OrderingWorld, name: string) {
  const product = productNamed(this.shownCatalogue(), name);
  await sendEvent(this, 'product_click', product.id, product.product_type);
});

When('I pick the proposed {string}', async function (this: OrderingWorld, name: string) {
  const product = productNamed(this.shownCatalogue(), name);
  await sendEvent(this, 'suggestion_pick', product.id, product.product_type);
});

When('a product click names product {int}, not on the menu', async function (this: OrderingWorld, productId: number) {
  // The use case resolves whatever the platform answers: the customer's click is never held up.
  await sendEvent(this, 'product_click', productId, 0);
});

Then('the simulator recorded a {string} on {string} of product type {int}', async function (this: OrderingWorld, event: string, name: string, productType: number) {
  const product = productNamed(this.shownCatalogue(), name);
  const events = await this.admin.productEvents();
  assert.ok(
    events.some((recorded) => recorded.restaurantId === this.restaurantId && recorded.event === event && recorded.productId === product.id && recorded.productType === productType),
    `no ${event} on ${product.id} in ${JSON.stringify(events)}`,
  );
});

Then('the simulator recorded no event on product {int}', async function (this: OrderingWorld, productId: number) {
  const events = await this.admin.productEvents();
  assert.deepEqual(
    events.filter((recorded) => recorded.productId === productId),
    [],
  );
});

Then('the client log says the {string} was not tracked', async function (this: OrderingWorld, event: string) {
  const logs = await this.admin.clientLogs();
  assert.ok(
    logs.some((entry) => entry.restaurantId === this.restaurantId && entry.message.startsWith(`${event} not tracked`)),
    `no client log of the refused event in ${JSON.stringify(logs)}`,
  );
});

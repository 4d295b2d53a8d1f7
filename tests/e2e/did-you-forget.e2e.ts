import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { productEventsOn } from './product-events';

/**
 * checkout 2, room and scan variant: the tracking page proposes products that go with the order ('did
 * you forget'); one opens over the tracking page, goes to the basket from there, and the basket leads
 * on to ordering it. The other tracking pages propose nothing.
 */
async function roomOrderOfScrambledEggs(request: APIRequestContext): Promise<string> {
  const example = JSON.parse(readFileSync(new URL('../../cli/examples/room-service-order.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const payload = {
    ...example,
    products: { count: 1, data: [{ product_id: 5002, name: 'Œufs brouillés à la ciboulette', nb: 1, unit_price: 1200, options: [] }] },
    metrics_uuid: `did-you-forget-${Date.now()}-${Math.random()}`,
  };
  const placed = await request.post('hotel-riviera/order/', { data: payload });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

test("the room and scan variant proposes what goes with the order, added to the basket from the tracking page", { tag: '@layout' }, async ({ page, request }) => {
  const orderNumber = await roomOrderOfScrambledEggs(request);
  await page.goto(`hotel-riviera/trackOrder?orderId=${orderNumber}&type=scan`);
  const forgotten = page.getByRole('region', { name: 'Vous n’avez rien oublié ?' });
  await expect(forgotten.getByRole('link', { name: 'Eau minérale' })).toBeVisible();
  await expect(forgotten.getByRole('link', { name: 'Œufs brouillés à la ciboulette' })).toHaveCount(0);
  await audit(page, "the room and scan tracking with 'did you forget'");

  const picksBefore = await productEventsOn(request, 'hotel-riviera', 'suggestion_pick', 7002, 1);
  await forgotten.getByRole('link', { name: 'Eau minérale' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel-riviera/trackOrder/productCompose/7002\\?orderId=${orderNumber}&type=scan$`));
  // browsing 7: choosing a proposed product reached the platform as a suggestion pick (product_type 1, a drink).
  await expect.poll(() => productEventsOn(request, 'hotel-riviera', 'suggestion_pick', 7002, 1)).toBe(picksBefore + 1);
  await page.getByRole('dialog', { name: 'Eau minérale' }).getByRole('button', { name: 'Ajouter au panier · 6,00 €' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel-riviera/trackOrder\\?orderId=${orderNumber}&type=scan$`));
  // The tracking page stayed, with its order.
  await expect(page.getByTestId('tracking-total')).toHaveText('12,00 €');

  await forgotten.getByRole('link', { name: 'Voir mon panier (1 article)' }).click();
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(basket.getByText('Eau minérale')).toBeVisible();
});

test('a tracking page other than the room and scan variant proposes nothing', async ({ page, request }) => {
  const orderNumber = await roomOrderOfScrambledEggs(request);
  await page.goto(`hotel-riviera/trackOrder?orderId=${orderNumber}`);
  await expect(page.getByTestId('tracking-total')).toHaveText('12,00 €');
  await expect(page.getByRole('region', { name: 'Vous n’avez rien oublié ?' })).toHaveCount(0);
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

const headers = { [STAGING_HEADER.name]: STAGING_HEADER.value };
/**
 * A bakery of Le Fournil that no other browser test orders from nor makes busy, one per project: both projects
 * run at once against one simulator, and a busy kitchen lengthens the slots and times every page of it shows
 * (busy-kitchen.e2e.ts makes Masséna and Saint-Germain busy).
 */
const bakery = () => (test.info().project.name === 'phone' ? 'le-fournil-bastille' : 'le-fournil-croix-rousse');

const setBusy = (request: APIRequestContext, minutes: number) => request.post(ADMIN_ROUTES.busy(bakery()), { headers, data: { minutes } });

/** Two croissants to take away, paid at pick-up, placed as the storefront places an order; returns its number. */
async function orderCroissants(request: APIRequestContext): Promise<string> {
  const example = JSON.parse(readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const placed = await request.post(`${bakery()}/order/`, {
    data: {
      ...example,
      restaurant_id: bakery(),
      comment: '',
      metrics_uuid: `live-eta-${test.info().project.name}`,
      products: { count: 2, data: [{ product_id: 3101, name: 'Croissant au beurre', nb: 2, unit_price: 130, options: [] }] },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Issue 20.4: the tracking page says when the order will be ready, and the time moves, live and without a
 * reload, when the kitchen gets busy (the simulator's staging route, as `ordering sim busy` does), and back.
 */
test('issue 20.4: the tracking page shows the time the order is ready at; a busy kitchen moves it live, without a reload', { tag: '@layout' }, async ({ page, request }) => {
  expect((await setBusy(request, 0)).ok()).toBe(true);
  try {
    const orderNumber = await orderCroissants(request);
    const live = page.waitForEvent('websocket');
    await page.goto(`${bakery()}/trackOrder?orderId=${orderNumber}`);
    const estimate = page.getByTestId('tracking-estimate');
    await expect(estimate).toHaveText(/^À retirer vers \d\d:\d\d$/);
    await expect(estimate).toHaveAttribute('aria-live', 'polite');
    await live;
    await expect(page.getByText('Suivi en direct')).toBeVisible();
    const first = (await estimate.textContent())!.slice(-5);
    await audit(page, 'tracking with its expected time');

    const busyAt = Date.now();
    expect((await setBusy(request, 20)).ok()).toBe(true);
    await expect(estimate).toHaveText(`À retirer vers ${hhmmOf(minutesOf(first) + 20)}`, { timeout: 5_000 });
    console.log(`[${test.info().project.name}] the moved time shown ${Date.now() - busyAt} ms after the kitchen got busy`);

    expect((await setBusy(request, 0)).ok()).toBe(true);
    await expect(estimate).toHaveText(`À retirer vers ${first}`, { timeout: 5_000 });
  } finally {
    await setBusy(request, 0);
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

const headers = { [STAGING_HEADER.name]: STAGING_HEADER.value };
/**
 * Issue 20.3, the busy switch. An outlet of Le Fournil with quarter-hour slots all day, one per project (both run
 * at once against one simulator, and busy is the whole establishment's): Masséna for the phone, Saint-Germain for
 * the desktop. No other browser test uses either for busy or for its slots (La Buvette's slots are
 * time-selection.e2e.ts's). The storefront shows no preparation time before the order (tracking shows its ETA):
 * what a busy kitchen changes here is the slots offered.
 */
const outlet = () => (test.info().project.name === 'phone' ? 'le-fournil-massena' : 'le-fournil-saint-germain');

const setBusy = (request: APIRequestContext, minutes: number) => request.post(ADMIN_ROUTES.busy(outlet()), { headers, data: { minutes } });

/** The start of the first slot with an hour (after "as soon as possible"), in minutes of the day. */
async function firstSlotStart(page: Page): Promise<number> {
  const labels = await page.getByRole('group', { name: 'Créneau' }).getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  const timed = labels.map((label) => /(\d{2}):(\d{2}) –/.exec(label)).find((found) => found !== null);
  if (!timed) throw new Error(`no slot with an hour among ${labels.join(' | ')}`);
  return Number(timed[1]) * 60 + Number(timed[2]);
}

test('issue 20.3: a busy kitchen moves the first slot offered later on an open checkout within seconds, and back; the form stays as filled, a slot taken away is said', { tag: '@layout' }, async ({ page, request }) => {
  expect((await setBusy(request, 0)).ok()).toBe(true);
  try {
    await page.goto(`${outlet()}/menu/0`);
    await page.getByRole('button', { name: 'Ajouter Croissant au beurre au panier' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    const live = page.waitForEvent('websocket');
    await page.goto(`${outlet()}/validation`);
    await page.getByLabel('Nom et prénom').fill('Camille Durand');
    const when = page.getByRole('region', { name: 'Quand ?' });
    await expect(when.getByRole('group', { name: 'Créneau' }).getByRole('radio').nth(1)).toBeVisible();
    await live;
    const normal = await firstSlotStart(page);
    // The first slot with an hour is chosen: 20 more minutes of preparation take it away, which is said.
    const slots = when.getByRole('group', { name: 'Créneau' }).getByRole('radio');
    await slots.nth(1).check();

    const busyAt = Date.now();
    expect((await setBusy(request, 20)).ok()).toBe(true);
    // 20 more minutes of preparation: the first slot starts at least a quarter of an hour later.
    await expect.poll(() => firstSlotStart(page), { timeout: 3_000 }).toBeGreaterThanOrEqual(normal + 15);
    console.log(`[${test.info().project.name}] first slot moved ${Date.now() - busyAt} ms after busy`);
    const busy = await firstSlotStart(page);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('La cuisine est très demandée : le créneau choisi n’est plus proposé, choisissez-en un nouveau.')).toBeVisible();
    await expect(when.getByRole('group', { name: 'Créneau' }).getByRole('radio', { checked: true })).toHaveCount(0);
    // The checkout's form was not rebuilt by the new settings: what the customer typed stays.
    await expect(page.getByLabel('Nom et prénom')).toHaveValue('Camille Durand');
    await audit(page, 'the checkout of a busy kitchen');

    expect((await setBusy(request, 0)).ok()).toBe(true);
    await expect.poll(() => firstSlotStart(page), { timeout: 3_000 }).toBeLessThan(busy);
    await expect(page.getByLabel('Nom et prénom')).toHaveValue('Camille Durand');
  } finally {
    await setBusy(request, 0);
  }
});

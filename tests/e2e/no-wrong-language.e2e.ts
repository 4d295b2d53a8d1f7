import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reachValidateStep } from './checkout-navigation';

/**
 * Issue 6: no text in the wrong language. An English page may not show a French catalogue string (a
 * name, description, option or item whose English differs), nor a message key left untranslated.
 */
const ESTABLISHMENTS = fileURLToPath(new URL('../../adapters/simulator/demo/establishments/', import.meta.url));
// The menu's catalogue and the pages' one (ui/locales/pages): every key of either.
const LOCALE_KEYS = ['../../ui/locales/en-GB.json', '../../ui/locales/pages/en-GB.json'].flatMap((path) => Object.keys(JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')) as object));

/** Every {fr, en} pair of a demo file whose French reads otherwise than its English. */
function frenchOnlyTexts(restaurantId: string): Set<string> {
  const file = readdirSync(ESTABLISHMENTS).find((name) => name === `${restaurantId}.json`);
  if (!file) throw new Error(`no demo ${restaurantId}`);
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.fr === 'string' && typeof record.en === 'string' && record.fr !== record.en && record.fr.length > 3) texts.add(record.fr);
      Object.values(record).forEach(walk);
    }
  };
  walk(JSON.parse(readFileSync(join(ESTABLISHMENTS, file), 'utf8')));
  return texts;
}

/** What the page shows in the wrong language: French catalogue texts and raw message keys. */
async function wrongLanguage(page: Page, french: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => document.body.innerText);
  const lines = shown.split('\n').map((line) => line.trim());
  const frenchShown = [...french].filter((text) => lines.some((line) => line === text || line.startsWith(`${text} `) || line.includes(` ${text}`)));
  const keysShown = LOCALE_KEYS.filter((key) => key.includes('_') && lines.some((line) => line === key || line.split(/\s+/).includes(key)));
  return [...frenchShown, ...keysShown];
}

test.describe('issue 6: an English page shows no French catalogue string and no raw message key', () => {
  test('Le Comptoir in English: menu, a composed product, the set menu, the basket, checkout', async ({ page }) => {
    const french = frenchOnlyTexts('le-comptoir');
    const check = async (screen: string) => expect(await wrongLanguage(page, french), screen).toEqual([]);

    // The same menu in French shows French texts: the check below would see a slip.
    await page.goto('le-comptoir/menu/0?lang=fr');
    await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
    expect((await wrongLanguage(page, french)).length, 'French texts on the French menu').toBeGreaterThan(5);

    await page.goto('le-comptoir/menu/0?lang=en');
    await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
    await check('the menu');

    await page.getByRole('link', { name: 'Comptoir burger' }).click();
    const burger = page.getByRole('dialog', { name: 'Comptoir burger' });
    await expect(burger.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await check('the compose dialog');
    await burger.getByRole('button', { name: /^Add to basket/ }).click();

    await page.goto('le-comptoir/formulaDetails/3001?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Lunch set menu' })).toBeVisible();
    await check('the set menu builder');

    await page.goto('le-comptoir/menu/0/basket?lang=en');
    await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
    await check('the basket');

    await page.goto('le-comptoir/validation?lang=en');
    await expect(page.getByLabel('Full name')).toBeVisible();
    await check('the checkout');
  });

  test('the Hôtel Riviera in English: the menu and its unavailable dish', async ({ page }) => {
    const french = frenchOnlyTexts('hotel-riviera');
    await page.goto('hotel-riviera?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Room service' })).toBeVisible();
    expect(await wrongLanguage(page, french), 'the hotel menu').toEqual([]);
  });

  /**
   * Issue 22.13: the payment step named the providers in French ("Paiement au retrait", "Carte bancaire"),
   * and the tracking page listed the order's lines in French.
   */
  test('Le Comptoir in English: the payment step and the tracking page', async ({ page, request }) => {
    const french = frenchOnlyTexts('le-comptoir');
    const check = async (screen: string) => expect(await wrongLanguage(page, french), screen).toEqual([]);

    await page.goto('le-comptoir/menu/0?lang=en');
    await page.getByRole('link', { name: 'Comptoir burger' }).click();
    await page.getByRole('dialog', { name: 'Comptoir burger' }).getByRole('button', { name: /^Add to basket/ }).click();
    await page.goto('le-comptoir/validation?lang=en');
    await page.getByLabel('Full name').fill('Alice Martin');
    await page.getByLabel('Phone').fill('06 12 34 56 78');
    await reachValidateStep(page);
    await expect(page.getByRole('radio', { name: /Pay at pick-up/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Bank card/ })).toBeVisible();
    await check('the payment step');

    const placed = await request.post('le-comptoir/order/', {
      headers: { 'content-type': 'application/json' },
      data: readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'),
    });
    expect(placed.ok()).toBe(true);
    const { data } = (await placed.json()) as { data: { order_number: string } };
    await page.goto(`le-comptoir/trackOrder?orderId=${data.order_number}&lang=en`);
    await expect(page.getByTestId('tracking-lines')).toContainText('1 × Comptoir burger');
    await check('the tracking page');
  });

  test('the Hôtel Riviera in English: room service to the payment step, then its tracking page', async ({ page }) => {
    const french = frenchOnlyTexts('hotel-riviera');
    const check = async (screen: string) => expect(await wrongLanguage(page, french), screen).toEqual([]);

    await page.goto('hotel-riviera?lang=en');
    await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Breakfast' }).click();
    await page.getByRole('link', { name: 'Continental breakfast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continental breakfast' });
    await dialog.getByRole('radio', { name: 'Hot chocolate' }).check();
    await dialog.getByRole('button', { name: /^Add to basket/ }).click();
    await page.goto('hotel-riviera/validation?lang=en');
    await page.getByLabel('Full name').fill('Jean Dupont');
    await page.getByRole('radio', { name: 'Delivered to your room' }).check();
    await page.getByLabel('Room number').fill('214');
    await reachValidateStep(page);
    await expect(page.getByText('Charged to the room bill').first()).toBeVisible();
    await check('the room-service payment step');
    // The French never shows, whatever the check above counts as French.
    await expect(page.getByText('Sur la note de la chambre')).toHaveCount(0);

    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/hotel-riviera\/trackOrder\?orderId=/);
    await expect(page.getByTestId('tracking-lines')).toContainText('1 × Continental breakfast');
    await check('the room-service tracking page');
    await expect(page.getByText('Sur la note de la chambre')).toHaveCount(0);
  });
});

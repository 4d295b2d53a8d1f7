import { expect, test } from './fixtures';
import { staging } from './staging';
import { reachValidateStep, submitCurrentStep } from './checkout-navigation';

/**
 * The hotel demo in English (accounts 9: English complete): room service to a room, charged to the room
 * bill; checkout 5 asks for a room number greater than 0; checkout 4 room delivery has four steps.
 */
test('a hotel guest orders breakfast to the room, in English', async ({ page, request }) => {
  await page.goto('hotel-riviera?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Room service' })).toBeVisible();
  // browsing 8: an unavailable dish shows the restaurant's own text.
  await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'All day' }).click();
  await expect(page.getByRole('article', { name: 'Mediterranean sea bass' }).getByText('This dish is no longer served today.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Breakfast' }).click();

  await page.getByRole('link', { name: 'Continental breakfast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continental breakfast' });
  await dialog.getByRole('radio', { name: 'Hot chocolate' }).check();
  await dialog.getByRole('button', { name: 'Add to basket · €25.50' }).click();
  await page.getByRole('link', { name: 'Basket, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Your basket' }).getByRole('button', { name: 'Order' }).click();

  await page.getByLabel('Full name').fill('Jean Dupont');
  await page.getByRole('radio', { name: 'Delivered to your room' }).check();
  await page.getByLabel('Room number').fill('0');
  await submitCurrentStep(page);
  await expect(page.getByText('Incorrect room number.').first()).toBeVisible();
  await page.getByLabel('Room number').fill('214');
  await reachValidateStep(page);
  // checkout 5: the terms come pre-checked for hotel room orders.
  await expect(page.getByRole('checkbox', { name: 'I accept the terms of sale' })).toBeChecked();
  // Issue 7: room service is charged to the room bill, not paid on the spot.
  await expect(page.getByText('Charged to the room bill').first()).toBeVisible();
  await expect(page.getByText('Pay on the spot')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order · €25.50' }).click();

  await expect(page).toHaveURL(/\/hotel-riviera\/trackOrder\?orderId=[0-9A-Z]{12}&type=scan$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  const steps = page.getByTestId('track-step');
  await expect(steps).toHaveCount(4);
  await expect(page.getByTestId('confirmation-title')).toHaveText('Your order is sent to the kitchen');
  await expect(page.getByText('Charged to the room bill')).toBeVisible();
  // Issue 22.14 (checkout 2, useDisplayOrderNumber and prefix): the number the hotel calls out, never the
  // 12-character reference.
  await expect(page.getByRole('heading', { name: /^Order no\. HR-\d{3}$/ })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(orderNumber);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  for (let step = 1; step <= 2; step += 1) {
    await staging(request).advance(orderNumber);
    await expect(steps.nth(step)).toHaveAttribute('data-state', 'current');
  }
  await staging(request).advance(orderNumber);
  for (const step of await steps.all()) await expect(step).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(3)).toContainText('Delivered');
});

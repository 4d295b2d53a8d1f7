import { expect, test } from './fixtures';

/**
 * Issue 22.14 (browsing 2.10, mobile menu): Hôtel Mimosa at 375 px, the burger menu opened after the page
 * was scrolled. The menu is shorter than the screen (100% minus 125 px, minus 61 px with mobile CTAs), and
 * the page's content showed in the gap between it and the bottom bar. Now nothing of the page shows
 * anywhere on the screen, and the page does not scroll behind it.
 */
test('browsing 2.10: the phone menu opened after scrolling covers the whole screen and locks the page', async ({ page }) => {
  await page.goto('hotel-mimosa/roomdirectoryV2');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à l’Hôtel Mimosa' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu de l’établissement' });
  await expect(menu).toBeVisible();

  // Down the whole height of the screen, every point is the header, the menu, its backdrop or the bottom bar.
  const uncovered = await page.evaluate(() => {
    const allowed = ['.rd2-header', '.rd2-mobile-menu', '.rd2-mobile-menu__backdrop', '.rd2-cta-bar'];
    const found: string[] = [];
    for (let y = 1; y < window.innerHeight; y += 15) {
      for (const x of [5, Math.round(window.innerWidth / 2), window.innerWidth - 5]) {
        const element = document.elementFromPoint(x, y);
        if (!element || !allowed.some((selector) => element.closest(selector))) found.push(`${x},${y}: ${element?.className || element?.tagName}`);
      }
    }
    return found;
  });
  expect(uncovered, 'page content seen around the open menu').toEqual([]);

  // The page behind does not scroll (browsing 2.10: body scroll locked), nor with a swipe on the backdrop.
  const before = await page.evaluate(() => window.scrollY);
  expect(await page.evaluate(() => [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow])).toEqual(['hidden', 'hidden']);
  await page.mouse.move(187, 740);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // A tap beside the menu closes it, and the page scrolls again where it was.
  await page.getByTestId('rd2-menu-backdrop').click({ position: { x: 187, y: 700 } });
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

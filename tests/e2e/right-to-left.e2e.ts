import { expect, test } from './fixtures';
import { SHOP, catalogue, documentLanguage, walkTheOrder } from './localized-walk';
import { backArrowsPointing, elementsOutsideTheViewport, textCut } from './right-to-left-checks';

/**
 * Issue 21, right to left: the order in Arabic at both viewports (@layout: the phone and the desktop projects). On
 * every screen (menu, all categories, product dialog, basket, each checkout step, tracking) a screenshot is kept
 * (attached to the test, in test-results/) and the page is measured: not wider than the viewport, no visible element
 * outside it on either side, no text cut but where designed (right-to-left-checks.ts DESIGNED_TO_CLAMP), and every
 * back arrow pointing right, where an Arabic reader comes from.
 */
test('@layout the order in Arabic mirrors: nothing outside the viewport, no text cut, back arrows point right', async ({ page }, testInfo) => {
  const texts = catalogue('ar');
  let shots = 0;
  const measure = async (screen: string) => {
    // Fade-ins and the category row's smooth scroll end before the page is measured and shot (not the live dot's endless pulse).
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
    );
    shots += 1;
    const path = testInfo.outputPath(`${String(shots).padStart(2, '0')}-ar-${testInfo.project.name}-${screen.replace(/\W+/g, '-')}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${screen} (ar, ${testInfo.project.name})`, { path, contentType: 'image/png' });
    expect(await documentLanguage(page), `lang and dir on the ${screen}`).toEqual({ lang: 'ar', dir: 'rtl' });
    // Soft: one run names every screen and every element that breaks a check.
    expect.soft(await elementsOutsideTheViewport(page), `outside the viewport on the ${screen}`).toEqual([]);
    expect.soft(await textCut(page), `text cut on the ${screen}`).toEqual([]);
    expect.soft(await backArrowsPointing(page), `back arrows on the ${screen}`).not.toContain('left');
  };

  await page.goto(`${SHOP}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The list of every category has a back link: its arrow is the one to check on a phone, where the checkout's hides.
  await page.getByRole('link', { name: texts.text('categories_page_title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.text('categories_page_title') })).toBeVisible();
  expect.soft(await backArrowsPointing(page), 'the back arrow of all categories').toEqual(['right']);
  await measure('all categories');
  await page.getByRole('link', { name: texts.text('back_to_menu') }).click();

  await walkTheOrder(page, 'ar', measure);
});

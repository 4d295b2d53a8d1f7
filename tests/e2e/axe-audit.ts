import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * An axe-core audit of the page as it stands, WCAG 2.2 A and AA rules included (issue 6: no violation
 * on these screens). Waits for fade-ins first: contrast measured mid-animation is not what one reads.
 */
export async function audit(page: Page, screen: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
  );
  // axe measures a target as it stands on screen: a control scrolled under the sticky header counts as
  // obscured (target-size), though the customer scrolls it into view. Audit from the top of the page,
  // where nothing sticky covers the content, then put the scroll back for the rest of the test.
  const scrolled = await page.evaluate(() => {
    const at = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return at;
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `accessibility violations on ${screen}`).toEqual([]);
}

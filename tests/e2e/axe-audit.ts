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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `accessibility violations on ${screen}`).toEqual([]);
}

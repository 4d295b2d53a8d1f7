import type { Page } from '@playwright/test';

/** Sums the page's layout shifts (those not caused by the user's input) from its first paint; call before goto. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift summed once every picture on screen arrived (those below wait for the scroll) and two frames
 * were drawn after: whatever they would move has moved.
 */
export async function layoutShiftOnceSettled(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight).every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

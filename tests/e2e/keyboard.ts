import type { Locator, Page } from '@playwright/test';

/**
 * Moves the keyboard focus with Tab (or Shift+Tab) until `target` has it, as a keyboard-only customer
 * would; fails when the target is out of reach. No click, no `focus()` call.
 */
export async function tabTo(page: Page, target: Locator, options: { readonly backwards?: boolean; readonly max?: number } = {}): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 80;
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${key}`);
}

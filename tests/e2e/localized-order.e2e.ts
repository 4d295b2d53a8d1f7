import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { SHOP, catalogue, chooseLanguageByKeyboard, documentLanguage, rawKeysShown, walkTheOrder } from './localized-walk';
import type { WalkLanguage } from './localized-walk';

/**
 * Issue 21 ("Done when"): the whole order walked in Arabic (right to left), German and Japanese at a phone
 * viewport: the language chosen in the header's list by keyboard, as a customer does, kept after a reload (accounts
 * 9: the stored choice), then menu, product dialog with options, basket, each checkout step, the order sent and its
 * tracking page, each screen with <html lang dir> right, no message key shown raw, and an axe audit.
 */
const LANGUAGES: readonly { readonly code: WalkLanguage; readonly name: string; readonly dir: 'rtl' | 'ltr' }[] = [
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
];

for (const language of LANGUAGES) {
  test(`the whole order in ${language.name} (${language.code}, ${language.dir}): chosen by keyboard, kept after a reload, every screen audited`, async ({ page }) => {
    await page.goto(SHOP);
    // The browser speaks French (the suite's locale): the shop opens in French, left to right.
    expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });

    await chooseLanguageByKeyboard(page, language.name);
    const header = catalogue(language.code).text('language');
    await expect(page.getByRole('banner').getByRole('combobox', { name: header })).toBeVisible();
    expect(await documentLanguage(page)).toEqual({ lang: language.code, dir: language.dir });

    // accounts 9: the choice is stored; a reload (no ?lang= in the address) shows the same language.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('combobox', { name: header })).toHaveValue(language.code);
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);

    await walkTheOrder(page, language.code, async (screen) => {
      expect(await documentLanguage(page), `lang and dir on the ${screen}`).toEqual({ lang: language.code, dir: language.dir });
      expect(await rawKeysShown(page), `message keys shown raw on the ${screen}`).toEqual([]);
      await audit(page, `the ${screen} in ${language.code}`);
    });
  });
}

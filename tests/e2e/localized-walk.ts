import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { tabTo } from './keyboard';

/**
 * Issue 21: the order walked in a language other than French or English, at Glacier des Quais (its
 * restaurant_languages offer ar, de and ja besides fr and en; no other browser test orders there). The texts a
 * customer reads are taken from the catalogues and the shop's own file, so a better translation changes no test.
 */
export const SHOP = 'glacier-des-quais';

export type WalkLanguage = 'ar' | 'de' | 'ja';

const read = (path: string): Record<string, unknown> => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')) as Record<string, unknown>;

/** The interface texts of a language (the menu's catalogue and the pages' one), as i18next shows them. */
export function catalogue(language: WalkLanguage) {
  const texts = { ...read(`../../ui/locales/${language}.json`), ...read(`../../ui/locales/pages/${language}.json`) } as Record<string, string>;
  return {
    /** The text of `key`, its variables filled in. */
    text(key: string, variables: Readonly<Record<string, string>> = {}): string {
      const value = texts[key];
      if (value === undefined) throw new Error(`no ${key} in the ${language} catalogue`);
      return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => variables[name] ?? `{{${name}}}`);
    },
    /** A plural text for `count`, in the form the language's plural rules pick (i18next's suffixes: ja has only _other). */
    plural(key: string, count: number): string {
      const form = new Intl.PluralRules(language).select(count);
      const chosen = texts[`${key}_${form}`] !== undefined ? `${key}_${form}` : `${key}_other`;
      return this.text(chosen, { count: String(count) });
    },
    /** The text of `key` up to its first variable: the start of a button such as "Add to basket · {{price}}". */
    startOf(key: string): RegExp {
      const value = texts[key];
      if (value === undefined) throw new Error(`no ${key} in the ${language} catalogue`);
      return new RegExp(`^${escape(value.split('{{')[0] ?? '')}`);
    },
  };
}

/** The shop's own texts (product and option names) in a language, from its demo file. */
export function shopText(french: string, language: WalkLanguage): string {
  const shop = read(`../../adapters/simulator/demo/establishments/${SHOP}.json`);
  let found: string | null = null;
  const walk = (value: unknown): void => {
    if (found !== null) return;
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.fr === french && typeof record[language] === 'string') found = record[language];
      else Object.values(record).forEach(walk);
    }
  };
  walk(shop);
  if (found === null) throw new Error(`no ${language} text for ${french} in ${SHOP}.json`);
  return found;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** accounts 9: what the document says of its language. */
export async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/**
 * Message keys shown as such (a text made only of a key's shape, "order_now"), in the page's text, its accessible
 * names and its placeholders: a key left untranslated in that language.
 */
export async function rawKeysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /^[a-z]+(_[a-z0-9]+)+$/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (key.test(text) && node.parentElement?.closest('script, style') === null) found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (key.test(value)) found.add(`${name}=${value}`);
      }
    }
    return [...found];
  });
}

/**
 * The customer picks a language the way they would: Tab to the header's language list, then the arrow keys (a
 * native select changes its value by keyboard without opening), never a click. Each arrow shows the next language
 * in the list at once; the page takes the language the customer stops on, not each one on the way (no catalogue
 * of those is downloaded).
 */
export async function chooseLanguageByKeyboard(page: Page, nativeName: string): Promise<void> {
  const list = page.getByRole('banner').locator('select.language-switcher__select');
  await tabTo(page, list);
  const values = await list.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const names = await list.locator('option').allTextContents();
  const from = values.indexOf(await list.inputValue());
  const to = names.indexOf(nativeName);
  expect(to, `${nativeName} is offered`).toBeGreaterThanOrEqual(0);
  const fetched: string[] = [];
  const watch = (request: { url(): string }) => {
    const file = /^\/assets\/(.+)-[\w-]{8}\.json$/.exec(new URL(request.url()).pathname);
    if (file) fetched.push(file[1]!);
  };
  page.on('request', watch);
  for (let at = from; at !== to; ) {
    at += to > from ? 1 : -1;
    await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
    await expect(list).toHaveValue(values[at] ?? '');
    await expect(list).toBeFocused();
  }
  await expect.poll(async () => (await documentLanguage(page)).lang.slice(0, 2)).toBe((values[to] ?? '').slice(0, 2));
  page.off('request', watch);
  const onTheWay = values.slice(Math.min(from, to) + 1, Math.max(from, to));
  expect(fetched.filter((code) => onTheWay.includes(code)), 'catalogues of the languages passed on the way').toEqual([]);
}

/** What the walk shows: one call per screen, once it has settled. */
export type ScreenCheck = (screen: string, scope?: Locator) => Promise<void>;

/**
 * The whole order at Glacier des Quais in `language` (already chosen): the menu, the ice cream composed in its
 * dialog (two flavours, two scoops), the basket, each checkout step (one at a time on a phone, all at once on a
 * desktop), the order sent, and its tracking page. `check` runs on every screen.
 */
export async function walkTheOrder(page: Page, language: WalkLanguage, check: ScreenCheck): Promise<void> {
  const texts = catalogue(language);
  const iceCream = shopText('Glace à composer', language);

  await expect(page.getByRole('heading', { level: 1, name: shopText('Les glaces du Glacier des Quais', language) })).toBeVisible();
  await expect(page.getByRole('article', { name: iceCream })).toBeVisible();
  await check('menu');

  await page.getByRole('article', { name: iceCream }).getByRole('link', { name: iceCream }).click();
  const dialog = page.getByRole('dialog', { name: iceCream });
  await expect(dialog.getByRole('radio', { name: shopText('1 boule', language) })).toBeChecked();
  await dialog.getByRole('checkbox', { name: shopText('Vanille', language) }).check();
  await dialog.getByRole('checkbox', { name: shopText('Pistache', language) }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${escape(shopText('2 boules', language))}`) }).check();
  await check('product dialog', dialog);
  await dialog.getByRole('button', { name: texts.startOf('add_to_basket_for') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await page.getByRole('link', { name: texts.plural('open_basket', 1) }).click();
  const basket = page.getByRole('dialog', { name: texts.text('your_basket') });
  await expect(basket.getByText(iceCream)).toBeVisible();
  await check('basket', basket);
  await basket.getByRole('button', { name: texts.text('order_now') }).click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/validation`));
  await page.getByLabel(texts.text('full_name')).fill(language === 'ar' ? 'ليلى حداد' : language === 'ja' ? '山田 花子' : 'Lena Schmidt');
  await page.getByLabel(texts.text('phone_number')).fill('06 12 34 56 78');
  const validate = page.getByRole('button', { name: texts.startOf('validate_order_for') });
  // checkout 2: a phone shows one step at a time (each checked on its own), a desktop all of them.
  for (let step = 1; !(await validate.isVisible()); step += 1) {
    expect(step, 'the step with the validate button is reached').toBeLessThan(5);
    await check(`checkout step ${step}`);
    const current = page.locator('.checkout-step');
    const before = (await current.getAttribute('data-step')) ?? '';
    await current.getByRole('button', { name: texts.text('next_step') }).click();
    await expect(current).not.toHaveAttribute('data-step', before);
  }
  await page.getByRole('checkbox', { name: texts.text('accept_terms_of_sale') }).check();
  await check('checkout, last step');
  await validate.click();

  await expect(page).toHaveURL(new RegExp(`/${SHOP}/trackOrder\\?orderId=[0-9A-Z]{12}$`));
  const orderNumber = new RegExp(`^${escape(texts.text('order_number', { number: 'NUMBER' })).replace('NUMBER', 'GQ-\\d{3}')}$`);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByText(texts.text('live_updates_on'), { exact: true })).toBeVisible();
  await check('tracking');
}

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES, trackingErrorMessageKey } from '../../../../core/domain/order/order-rejection';
import { limitationTitleKey } from '../../../../core/domain/order/limitation-title';
import { TRACK_STEP_TYPES, trackStepMessageKey } from '../../../../core/domain/tracking/track-status';
import { ORDER_TYPE_IDS, orderTypeName } from '../../../../core/domain/order-type/order-type';
import frMenu from '../../../../ui/locales/fr.json';
import enMenu from '../../../../ui/locales/en-GB.json';
import frPages from '../../../../ui/locales/pages/fr.json';
import enPages from '../../../../ui/locales/pages/en-GB.json';

/** What a page can show: the menu's catalogue plus the pages' one, loaded with any page after the menu. */
const fr: Record<string, string> = { ...frMenu, ...frPages };
const en: Record<string, string> = { ...enMenu, ...enPages };
const catalogues: Record<string, Record<string, string>> = { fr, en };
const uiDir = fileURLToPath(new URL('../../../../ui', import.meta.url));

/** The message keys written literally in the UI's code: t('key'), key: 'key', and the spec's keys it names. */
function keysUsedInCode(only: (file: string) => boolean = () => true): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && only(path)) files.push(path);
    }
  };
  walk(uiDir);
  const keys = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) keys.add(match[1]!);
    for (const match of source.matchAll(/\bkey: '([a-z0-9_]+)'/g)) keys.add(match[1]!);
  }
  return [...keys];
}

/** i18next plural keys (count) are stored as key_one and key_other. */
const has = (catalogue: Record<string, string>, key: string) => key in catalogue || (`${key}_one` in catalogue && `${key}_other` in catalogue);

/**
 * The screens reached only through a page loaded on demand (ui/app/route-page-texts.ts): their texts may
 * wait in ui/locales/pages. Any other screen (the menu, the header and its account link, the footer, the
 * overlays' shared parts) takes its texts from the menu's catalogue, downloaded first.
 */
const PAGE_ONLY_DIRS = ['account', 'room-directory', 'order-validation', 'payment-in-app', 'checkout', 'tracking', 'confirmation', 'receipt', 'table', 'hub', 'legal', 'limitation', 'booking', 'feedback', 'presenter', 'store-locator'];
const FIRST_VISIT_ACCOUNT_FILES = ['account-header-link.tsx', 'use-account-session.ts', 'account-paths.ts', 'account-routes.tsx'];
/**
 * Shared files used only on pages loaded on demand: the closed notice waits for the pages' texts itself (issue
 * 22.4: shown only while closed); the notice of an order found again shows on the order's page (issue 15.5).
 */
const PAGE_TEXT_FILES = ['session/closed-for-ordering.tsx', 'notifications/order-found-again.ts'];
function isPageOnly(path: string): boolean {
  const relative = path.slice(uiDir.length + 1);
  if (PAGE_TEXT_FILES.includes(relative)) return true;
  const [dir = '', ...rest] = relative.split('/');
  if (dir === 'group') return /^group-(checkout|order)/.test(rest.join('/'));
  return PAGE_ONLY_DIRS.includes(dir) && !(dir === 'account' && FIRST_VISIT_ACCOUNT_FILES.includes(rest.join('/')));
}

describe('locale catalogues (accounts 9: French is the base, English complete)', () => {
  it('issue 6, first visit: a key is in one catalogue only, and every key a first-visit screen asks for is in the menu\'s', () => {
    expect(Object.keys(frPages).filter((key) => key in frMenu)).toEqual([]);
    const missing = keysUsedInCode((path) => !isPageOnly(path)).filter((key) => !has(frMenu, key));
    expect(missing).toEqual([]);
  });

  it('no message is left empty', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
  });

  it('every key the code asks for exists', () => {
    const missing = keysUsedInCode().filter((key) => !has(fr, key));
    expect(missing).toEqual([]);
  });

  it('checkout 4: every tracking step of every order type has its text', () => {
    for (const orderType of ORDER_TYPE_IDS) {
      for (const step of TRACK_STEP_TYPES) expect(fr, trackStepMessageKey(orderType, step)).toHaveProperty(trackStepMessageKey(orderType, step));
    }
  });

  it('checkout 8: every order error has its tracking text, and every limitation its title', () => {
    for (const code of [...ORDER_ERROR_CODES, 'canceled', 'pending', 'order_not_found']) {
      expect(fr).toHaveProperty(trackingErrorMessageKey(code));
    }
    for (const code of ORDER_ERROR_CODES) {
      const title = limitationTitleKey(code);
      if (title) expect(fr).toHaveProperty(title);
    }
  });

  it('checkout 5: every validation message and every order type has its text', () => {
    const validation = [
      'empty_basket', 'order_type_unavailable', 'order_possible_from', 'full_name_min_length_error', 'first_name_min_length_error',
      'last_name_min_length_error', 'incorrect_table_number', 'incorrect_phone_number', 'email_error', 'incorrect_room_number',
      'missing_cgv_checked', 'you_must_select_a_payment_method', 'payment_type_does_not_exist', 'restaurant_closed', 'invalid_information',
    ];
    for (const key of validation) expect(fr).toHaveProperty(key);
    for (const id of ORDER_TYPE_IDS) expect(fr).toHaveProperty(`order_type_${orderTypeName(id)}`);
  });

  it('add-to-basket problems have their text', () => {
    for (const key of ['product_not_found', 'product_unavailable', 'missing_mandatory_options', 'invalid_options']) expect(fr).toHaveProperty(key);
  });
});

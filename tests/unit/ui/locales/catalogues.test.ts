import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES, trackingErrorMessageKey } from '../../../../core/domain/order/order-rejection';
import { limitationTitleKey } from '../../../../core/domain/order/limitation-title';
import { TRACK_STEP_TYPES, trackStepMessageKey } from '../../../../core/domain/tracking/track-status';
import { ORDER_TYPE_IDS, orderTypeName } from '../../../../core/domain/order-type/order-type';
import fr from '../../../../ui/locales/fr.json';
import en from '../../../../ui/locales/en.json';

const catalogues: Record<string, Record<string, string>> = { fr, en };
const uiDir = fileURLToPath(new URL('../../../../ui', import.meta.url));

/** The message keys written literally in the UI's code: t('key'), key: 'key', and the spec's keys it names. */
function keysUsedInCode(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push(path);
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

describe('locale catalogues (accounts 9: French is the base, English complete)', () => {
  it('English has exactly the keys of French', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
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

  it('interpolations are the same in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(fr)) expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(fr[key as keyof typeof fr]));
  });
});

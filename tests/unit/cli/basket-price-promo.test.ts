import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';

function basketFile(lines: unknown[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ordering-basket-')), 'basket.json');
  writeFileSync(file, JSON.stringify({ lines }));
  return file;
}

/** Risotto 17.00 and two espressos 2.20: 21.40 at Le Comptoir. */
const RISOTTO_AND_ESPRESSOS = [{ product_id: 1301, nb: 1 }, { product_id: 2201, nb: 2 }];
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/**
 * Le Comptoir's lunch set menu, three courses (24.90): the burrata (+2.00), the burger rare with truffle mash
 * (+2.50) and a third sauce (+0.50), the chocolate mousse: 29.90; its cheapest price choice is 19.90.
 */
const SET_MENU = {
  type: 'menu',
  product_id: 3001,
  nb: 1,
  products: [
    { menu_choice_id: 1, product_id: 1003 },
    { menu_choice_id: 2, product_id: 1101, options: [{ option_id: 1, item_ids: [102] }, { option_id: 2, item_ids: [203] }, { option_id: 3, item_ids: [301, 302, 303] }] },
    { menu_choice_id: 3, product_id: 1402 },
  ],
};

describe('ordering basket price --promo (issue 18: the discount and the amount to pay, core ComputeTotals)', () => {
  it('BIENVENUE10 takes 10 % off: the discount and the amount to pay follow the lines', async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(RISOTTO_AND_ESPRESSOS), '--promo', 'bienvenue10']);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(spaces(run.stdout).split('\n').slice(-3)).toEqual(['Total: 21,40 € (3 items)', 'Promo code BIENVENUE10 (percentage): -2,14 €', 'To pay: 19,26 €']);
  });

  it('issue 18: a set menu at 29.90 with its supplements and options takes BIENVENUE10 (the platform prices its composition)', async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([SET_MENU]), '--promo', 'BIENVENUE10']);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(spaces(run.stdout).split('\n').slice(-3)).toEqual(['Total: 29,90 € (1 item)', 'Promo code BIENVENUE10 (percentage): -2,99 €', 'To pay: 26,91 €']);
    const json = JSON.parse((await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([SET_MENU]), '--promo', 'BIENVENUE10'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ total: 2990, discount: 299, to_pay: 2691 });
  });

  it('--json gives the discount by type and the amount to pay in cents; a gift code its product at 0', async () => {
    const percent = JSON.parse((await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(RISOTTO_AND_ESPRESSOS), '--promo', 'BIENVENUE10'])).stdout) as Record<string, unknown>;
    expect(percent).toMatchObject({ total: 2140, discount: 214, discount_by_type: { percentage: 214, cash: 0, gift: 0 }, to_pay: 1926, discounts: [{ promotion_id: 1, code: 'BIENVENUE10', discount_type: 'percent', shown_as: 'percentage', discount: 214 }] });
    const gift = JSON.parse((await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([{ product_id: 1301, nb: 2 }]), '--promo', 'MOUSSEOFFERTE', '--lang', 'en'])).stdout) as Record<string, unknown>;
    expect(gift).toMatchObject({ discount: 0, to_pay: 3400, discounts: [{ shown_as: 'gift', gifts: [{ product_id: 1402, name: 'Chocolate mousse', quantity: 1 }] }] });
  });

  it('--order-type: the code is checked for it, and a delivery counts its cost in the amount to pay', async () => {
    const burger = { product_id: 1102, nb: 1, options: [{ option_id: 2, item_ids: [201] }] };
    const onPlace = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([burger]), '--promo', 'BURGER3', '--order-type', '1']);
    expect(onPlace.code).toBe(1);
    expect(onPlace.stderr.join('\n')).toContain('promo code BURGER3 refused: order_type_not_matching');
    const delivered = JSON.parse((await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([burger]), '--promo', 'BURGER3', '--order-type', '2'])).stdout) as { discount: number; delivery_cost: number; to_pay: number };
    expect(delivered.discount).toBe(300);
    expect(delivered.to_pay).toBe(1500 - 300 + delivered.delivery_cost);
  });

  it.each([
    ['NOSUCHCODE', 'invalid_promo_code'],
    ['BURGER3', 'no_matching_products'],
  ])('checkout 8: %s is refused with %s, exit 1, nothing priced', async (code, key) => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([{ product_id: 1301, nb: 1 }]), '--promo', code]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.join('\n')).toContain(`promo code ${code} refused: ${key}`);
  });

  it('a code that is not one (spaces, symbols) is refused before anything is asked', async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(RISOTTO_AND_ESPRESSOS), '--promo', 'DROP TABLE;']);
    expect(run.code).not.toBe(0);
    expect(run.stderr.join('\n')).toContain('expected a promo code');
  });
});

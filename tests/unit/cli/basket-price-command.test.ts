import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import { runCliCaptured } from './fixtures/run-cli';

const EXAMPLE = 'cli/examples/formula-basket.json';

function basketFile(lines: unknown[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ordering-basket-')), 'basket.json');
  writeFileSync(file, JSON.stringify({ lines }));
  return file;
}

describe('ordering basket price (browsing 4-5: the option and formula rules from a terminal)', () => {
  it('prices the example, the demo set menu fully chosen: its price choice, each dish, each extra and the total', async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', EXAMPLE]);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    // Starter + main + dessert 24.90, the burrata +2.00, the truffle mash +2.50, a third sauce +0.50.
    // Intl puts a no-break space before the euro sign.
    expect(run.stdout.replace(/[\u00a0\u202f]/g, ' ').split('\n')).toEqual([
      'Basket at Le Comptoir des Halles (le-comptoir)',
      '1 × Formule du midi (Entrée + plat + dessert)  29,90 €',
      '    Entrée: Burrata des Pouilles  +2,00 €',
      '    Plat: Burger du Comptoir',
      '      Cuisson: Saignante',
      '      Accompagnement: Purée à la truffe  +2,50 €',
      '      Sauces (2 offertes): Mayonnaise maison',
      '      Sauces (2 offertes): Ketchup',
      '      Sauces (2 offertes): Sauce poivre  +0,50 €',
      '    Dessert: Mousse au chocolat',
      'Total: 29,90 € (1 item)',
    ]);
  });

  it('--json gives the lines with every extra cost and the total in cents; --lang names them in English', async () => {
    const run = await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', EXAMPLE, '--lang', 'en']);
    expect(run.code).toBe(0);
    const priced = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(priced).toMatchObject({
      restaurant: 'le-comptoir',
      item_count: 1,
      total: 2990,
      lines: [
        {
          type: 'menu',
          product_id: 3001,
          name: 'Lunch set menu',
          menu_price_id: 3,
          menu_price_name: 'Starter + main + dessert',
          nb: 1,
          unit_price: 2990,
          dishes: [
            { menu_choice_id: 1, step: 'Starter', name: 'Apulian burrata', supplement: 200, items: [] },
            { menu_choice_id: 2, name: 'Comptoir burger', supplement: 0, items: [{ extra_cost: 0 }, { name: 'Truffle mash', extra_cost: 250 }, { extra_cost: 0 }, { extra_cost: 0 }, { name: 'Pepper sauce', extra_cost: 50 }] },
            { menu_choice_id: 3, step: 'Dessert', supplement: 0 },
          ],
        },
      ],
    });
  });

  it('products and their options are priced too; the same composition twice is one line', async () => {
    const burger = { product_id: 1101, nb: 1, options: [{ option_id: 1, item_ids: [103] }, { option_id: 2, item_ids: [201] }] };
    const run = await runCliCaptured(['--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([burger, burger, { product_id: 2201, nb: 2 }])]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ item_count: 4, total: 2 * 1650 + 2 * 220, lines: [{ type: 'product', nb: 2, total: 3300 }, { name: 'Expresso', nb: 2 }] });
  });

  it.each([
    ['browsing 4: a set menu whose steps equal no price choice', [{ type: 'menu', product_id: 3001, nb: 1, products: [{ menu_choice_id: 1, product_id: 1003 }] }], 'formula_selection_incomplete'],
    ['browsing 5: a burger without its mandatory options', [{ product_id: 1101, nb: 1 }], 'missing_mandatory_options'],
    ['browsing 3: a sold-out starter', [{ product_id: 1002, nb: 1 }], 'product_unavailable'],
    ['browsing 4: a dish of another step', [{ type: 'menu', product_id: 3001, nb: 1, products: [{ menu_choice_id: 1, product_id: 1301 }, { menu_choice_id: 2, product_id: 1301 }] }], 'dish_not_offered_at_step'],
  ])('%s is refused with the rule’s message key and a non-zero exit', async (_, lines, key) => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile(lines)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(`basket line 1 (product ${lines[0]!.product_id}) refused: ${key}`);
  });

  it('browsing 5: the example cli/examples/limited-basket.json passes the risotto\'s limit (2 per order): its message key, exit 1', async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', 'cli/examples/limited-basket.json']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toEqual([expect.stringContaining('basket line 1 (product 1301) refused: basket_limit_product')]);
    const two = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([{ product_id: 1301, nb: 2 }])]);
    expect(two.code).toBe(0);
  });

  it('a file of the wrong shape names the field; prices in it are not taken', async () => {
    const run = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([{ product_id: 2201, nb: 1, unit_price: 1 }])]);
    expect(run.code).toBe(1);
    expect(run.stderr[0]).toMatch(/basket\.json: lines\.0\.unit_price: /);
    const empty = await runCliCaptured(['basket', 'price', '--restaurant', 'le-comptoir', '--file', basketFile([])]);
    expect(empty.stderr[0]).toMatch(/basket\.json: lines: /);
  });
});

describe('ordering basket price --backend', () => {
  let engine: SimulatorEngine;
  let server: RunningSimulatorServer;

  beforeEach(async () => {
    engine = createSimulatorEngine({ seed: 1001 });
    server = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
  });

  afterEach(async () => {
    await server.close();
    engine.close();
  });

  it('prices against the running platform’s menu as it is now', async () => {
    const price = () => runCliCaptured(['--backend', server.url, '--json', 'basket', 'price', '--restaurant', 'le-comptoir', '--file', EXAMPLE]);
    expect(JSON.parse((await price()).stdout)).toMatchObject({ total: 2990 });
    engine.setStock('le-comptoir', 1402, 0);
    const refused = await price();
    expect(refused.code).toBe(1);
    expect(refused.stderr[0]).toContain('refused: product_unavailable');
  });
});

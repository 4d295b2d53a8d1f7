import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { runCliCaptured } from './fixtures/run-cli';

describe('ordering catalogue', () => {
  it('prints the menu as a tree: three levels of categories, prices in euros, options with their rules', async () => {
    const run = await runCliCaptured(['catalogue', 'le-comptoir']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Le Comptoir des Halles (le-comptoir), prices in EUR');
    const food = lines.indexOf('À manger');
    const mains = lines.indexOf('  Plats');
    const burgers = lines.indexOf('    Burgers');
    expect([food, mains, burgers].every((index) => index >= 0)).toBe(true);
    expect(food < mains && mains < burgers).toBe(true);
    expect(lines[burgers + 1]).toMatch(/^ {6}- Burger du Comptoir {2}16,50\s€$/u);
    expect(run.stdout).toMatch(/Cuisson \[required, choose 1\]: Bleue · Saignante · À point \(default\) · Bien cuite/u);
    expect(run.stdout).toMatch(/Sauces \(2 offertes\) \[optional, 2 included, \+0,50\s€ each beyond 2\]: Mayonnaise maison \(default\)/u);
    expect(run.stdout).toMatch(/Suppléments \(3 max\.\) \[optional, up to 3\]: Bacon fumé \+2,00\s€/u);
    expect(run.stdout).toMatch(/- Formule du midi {2}19,90\s€ {2}\[set menu\]/u);
  });

  it('marks a sold-out product and an unavailable one', async () => {
    const comptoir = await runCliCaptured(['catalogue', 'le-comptoir']);
    expect(comptoir.stdout).toMatch(/- Œuf parfait aux girolles {2}9,00\s€ {2}\[sold out\]/u);
    expect(comptoir.stdout).toMatch(/- Burrata des Pouilles {2}11,00\s€$/mu);
    const hotel = await runCliCaptured(['catalogue', 'hotel-riviera', '--lang', 'en']);
    expect(hotel.stdout).toContain('- Mediterranean sea bass  €26.00  [unavailable]');
  });

  it('prints the ids an order file needs with --ids', async () => {
    const run = await runCliCaptured(['catalogue', 'le-comptoir', '--ids']);
    expect(run.stdout).toMatch(/- Burger du Comptoir #1101 {2}16,50\s€/u);
    expect(run.stdout).toContain('Cuisson #1 [required, choose 1]: Bleue #101 · Saignante #102 · À point #103 (default)');
  });

  it('prints the catalogue as JSON with --json', async () => {
    const run = await runCliCaptured(['catalogue', 'le-comptoir', '--json']);
    expect(run.code).toBe(0);
    const catalogue = JSON.parse(run.stdout) as Catalogue;
    expect(catalogue.products.find((product) => product.id === 1101)).toMatchObject({ price: 1650, product_option_ids: [1, 2, 3, 4] });
    expect(catalogue.options.find((option) => option.id === 3)).toMatchObject({ multiple: true, max_number: 2, additional_price: 50 });
  });

  it('says in one line that a restaurant is unknown', async () => {
    const run = await runCliCaptured(['catalogue', 'nowhere']);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['error: restaurant nowhere not found']);
    expect(run.stdout).toBe('');
  });

  it('refuses a language that is not one', async () => {
    const run = await runCliCaptured(['catalogue', 'le-comptoir', '--lang', 'not a language']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain('expected a language code such as fr or en');
  });
});

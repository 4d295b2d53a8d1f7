import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EstablishmentFileError, parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR, loadEstablishmentFolder } from '../../../../../adapters/simulator/establishments/establishment-folder';

const LE_COMPTOIR = readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8');
const anyPicture = (_name: string) => true;

/** A file's JSON as a test edits it: any shape, on purpose, since the point is to break it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

/** Le Comptoir's file with one change made to its JSON. */
function changed(change: (file: EditableJson) => void): string {
  const file = JSON.parse(LE_COMPTOIR) as EditableJson;
  change(file);
  return JSON.stringify(file);
}

function problem(text: string, pictureExists = anyPicture): { field: string; message: string } {
  try {
    parseEstablishment(text, 'le-comptoir.json', pictureExists);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    const { field, problem: message } = error as EstablishmentFileError;
    return { field, message };
  }
  throw new Error('expected the file to be refused');
}

describe('establishment files: checked on load, the message naming the file and the field (issue 5 point 2)', () => {
  it('reads Le Comptoir as the platform serves it', () => {
    const { settings, catalogue } = parseEstablishment(LE_COMPTOIR, 'le-comptoir.json', anyPicture);
    expect(settings.restaurant_name).toBe('Le Comptoir des Halles');
    expect(catalogue.products.length).toBeGreaterThan(10);
  });

  it.each([
    ['a price in euros, not cents', (f: EditableJson) => (f.catalogue.products[3].price = 16.5), 'catalogue.products.3.price'],
    ['a product without a name', (f: EditableJson) => delete f.catalogue.products[0].name, 'catalogue.products.0.name'],
    ['an unknown order type', (f: EditableJson) => (f.settings.orderTypes[0].id = 4), 'settings.orderTypes.0.id'],
    ['an allergen id 15', (f: EditableJson) => (f.catalogue.allergens[0].id = 15), 'catalogue.allergens.0.id'],
    ['a product in a category that does not exist', (f: EditableJson) => (f.catalogue.products[1].category_id = 999), 'catalogue.products.1.category_id'],
    ['an option that does not exist', (f: EditableJson) => f.catalogue.products[3].product_option_ids.push(99), 'catalogue.products.3.product_option_ids'],
    ['an allergen the menu does not list', (f: EditableJson) => (f.catalogue.allergens = f.catalogue.allergens.slice(1)), 'catalogue.products.3.allergen_ids'],
    ['two products with one id', (f: EditableJson) => (f.catalogue.products[1].id = f.catalogue.products[0].id), 'catalogue.products.1.id'],
    ['a formula step offering a missing dish', (f: EditableJson) => (f.catalogue.formulas[0].menu_choice[0].menu_contents[0].product_id = 4242), 'catalogue.formulas.0.menu_choice.0.menu_contents'],
    ['a price choice naming a missing step', (f: EditableJson) => f.catalogue.formulas[0].menu_prices[0].menu_price_choice.push(9), 'catalogue.formulas.0.menu_prices.0.menu_price_choice'],
    ['a fourth level of categories', (f: EditableJson) => (f.catalogue.categories[0].categories[1].categories[0].categories = [{ id: 999, name: 'Deep' }]), 'catalogue.categories.0.categories.1.categories.0.categories.0'],
    ['an id with capitals and spaces', (f: EditableJson) => (f.settings.id = 'Le Comptoir'), 'settings.id'],
    ['a time zone that does not exist', (f: EditableJson) => (f.settings.timezone = 'Europe/Atlantis'), 'settings.timezone'],
    ['a colour that is not one', (f: EditableJson) => (f.settings.config.primary_color = 'red; background:url(x)'), 'settings.config.primary_color'],
    ['a picture that is neither an asset nor http(s)', (f: EditableJson) => (f.catalogue.products[0].image_url = 'javascript:alert(1)'), 'catalogue.products.0.image_url'],
  ])('%s is refused on %s', (_what, change, field) => {
    expect(problem(changed(change)).field).toBe(field);
  });

  it("two room-directory services with one id are refused (they would open each other's pages), naming the second", () => {
    const riviera = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'hotel-riviera.json'), 'utf8')) as EditableJson;
    riviera.roomDirectory.services[1].services[0].id = riviera.roomDirectory.services[0].id;
    expect(() => parseEstablishment(JSON.stringify(riviera), 'hotel-riviera.json', anyPicture)).toThrow(/roomDirectory\.services\.1\.services\.0\.id.*used twice/);
  });

  it('browsing 2.9: a highlight product must name a highlight_product service of the directory', () => {
    const riviera = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'hotel-riviera.json'), 'utf8')) as EditableJson & { highlightProducts: { serviceId: number }[] };
    riviera.highlightProducts[1].serviceId = 103;
    expect(() => parseEstablishment(JSON.stringify(riviera), 'hotel-riviera.json', anyPicture)).toThrow(/highlightProducts\.1\.serviceId.*103 is not a highlight_product service/);
  });

  it('a picture missing from the assets folder is refused, naming it', () => {
    expect(problem(LE_COMPTOIR, (name) => name !== 'soup.svg')).toEqual({ field: 'catalogue.products.0.image_url', message: 'no picture soup.svg in the assets folder beside the file' });
  });

  it('a file that is not JSON says where, without quoting it', () => {
    const { field, message } = problem('{"settings": {"id": "le-comptoir",}}');
    expect(field).toBe('(file)');
    expect(message).toMatch(/^not valid JSON( \(line 1, column \d+\))?$/);
  });

  it('the message reads as one line: file, field, problem', () => {
    expect(() => parseEstablishment(changed((f) => (f.catalogue.products[3].price = -1)), 'le-comptoir.json', anyPicture)).toThrow(
      /^le-comptoir\.json: catalogue\.products\.3\.price: /,
    );
  });
});

describe('establishment folders (serve --establishments)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'establishments-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads every <id>.json of a folder, pictures from its assets/', () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'le-comptoir.json'), changed((f) => (f.settings.logo_url = '/demo-assets/logo.svg')).replace(/\/demo-assets\/[\w-]+\.svg/g, '/demo-assets/logo.svg'));
    writeFileSync(join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'README.txt'), 'not an establishment');
    const folder = loadEstablishmentFolder(dir);
    expect(folder.establishments.map((e) => e.settings.id)).toEqual(['le-comptoir']);
    expect(folder.assetsDir).toBe(join(dir, 'assets'));
  });

  it('a file named otherwise than its id is refused, saying what to name it', () => {
    writeFileSync(join(dir, 'bistro.json'), LE_COMPTOIR.replace(/\/demo-assets\//g, 'https://cdn.example.test/'));
    expect(() => loadEstablishmentFolder(dir)).toThrow('bistro.json: settings.id: is "le-comptoir", but the file is named bistro.json: name it le-comptoir.json');
  });

  it('a folder without establishment files, or no folder at all, is refused', () => {
    expect(() => loadEstablishmentFolder(dir)).toThrow(/holds no <id>\.json establishment file/);
    expect(() => loadEstablishmentFolder(join(dir, 'missing'))).toThrow(/is not a folder of establishment files/);
  });
});

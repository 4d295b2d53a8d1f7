import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EstablishmentFileError } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR, loadEstablishmentFolder } from '../../../../../adapters/simulator/establishments/establishment-folder';

/** A restaurant's own small file (one order type with slots, an option of each kind, a formula), valid as written. */
const CHEZ_NOUS = readFileSync(new URL('./fixtures/chez-nous.json', import.meta.url), 'utf8');

/** A file's JSON as a test breaks it: any shape, on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;
type Change = (file: EditableJson) => void;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'own-menu-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes chez-nous.json with one change into a folder and loads the folder as `serve --establishments` does. */
function load(change: Change, others: Record<string, EditableJson> = {}) {
  const file = JSON.parse(CHEZ_NOUS) as EditableJson;
  change(file);
  writeFileSync(join(dir, 'chez-nous.json'), JSON.stringify(file, null, 2));
  for (const [name, json] of Object.entries(others)) writeFileSync(join(dir, name), JSON.stringify(json));
  return loadEstablishmentFolder(dir);
}

/** The one line a broken file is refused with. */
function refusal(change: Change, others: Record<string, EditableJson> = {}): string {
  try {
    load(change, others);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    return (error as Error).message;
  }
  throw new Error('the file loaded silently');
}

const option = (file: EditableJson, id: number) => file.catalogue.options.find((entry: EditableJson) => entry.id === id);
const slots = (file: EditableJson) => file.settings.orderTypes[0].timeSlots;

describe("issue 22.15: a restaurant's own menu file, every mistake refused at load in one line naming the file, the field and what to write", () => {
  it('the small file loads as written (the base every case below breaks once)', () => {
    const [chezNous] = load(() => undefined).establishments;
    expect(chezNous?.settings.restaurant_name).toBe('Chez Nous');
    expect(chezNous?.catalogue.formulas.map((formula) => formula.id)).toEqual([30]);
  });

  // The six mistakes the issue names: each loaded silently and changed what customers see.
  it.each<[string, Change, string]>([
    [
      'a formula without its product entry (the set menu and its category vanished)',
      (f) => (f.catalogue.products = f.catalogue.products.filter((p: EditableJson) => p.id !== 30)),
      'chez-nous.json: catalogue.formulas.0.id: formula 30 has no product entry, so the set menu would not show: add to catalogue.products { "id": 30, "type": "menu", "name": …, "price": 1650, "category_id": 3 }',
    ],
    [
      'a slot ending before it starts (offered as "11:30 – 11:00")',
      (f) => Object.assign(slots(f)[0], { start: '11:30', end: '11:00' }),
      'chez-nous.json: settings.orderTypes.0.timeSlots.0.end: ends at 11:00, before it starts at 11:30: a slot ends later the same day, or write "end": null',
    ],
    [
      'two slots with one id (an order for one counted against the other)',
      (f) => (slots(f)[1].id = 1),
      'chez-nous.json: settings.orderTypes.0.timeSlots.1.id: slot id 1 is used twice in this order type: give each slot its own id (e.g. 2)',
    ],
    [
      'two defaults in a single choice (the second dropped without a word)',
      (f) => (option(f, 100).product_option_items[0].byDefault = true),
      'chez-nous.json: catalogue.options.0.product_option_items.1.byDefault: a single choice ("multiple": false) has one default at most, and item 1 is already one: remove this "byDefault": true, or write "multiple": true',
    ],
    [
      'opening hours that close before they open (read as open twenty hours across midnight)',
      (f) => Object.assign(f.settings.opening_hours[0], { open: '18:00', close: '14:00' }),
      'chez-nous.json: settings.opening_hours.0.close: closes at 14:00, before it opens at 18:00: a period closes later the same day ("00:00" for midnight, "00:00" to "00:00" for the whole day); past midnight, add a period on the next day from "00:00"',
    ],
    [
      'an empty list of order types (no customer could order)',
      (f) => (f.settings.orderTypes = []),
      'chez-nous.json: settings.orderTypes: lists no order type, so no customer could order: list at least one, e.g. [{ "id": 3 }] for take away (only a group, with multi_establishment, has none)',
    ],
  ])('issue 22.15: %s is refused', (_what, change, line) => {
    expect(refusal(change)).toBe(line);
  });

  // Mistakes of the same kind that loaded silently too: references pointing nowhere, ids used twice,
  // choices that cannot be honoured, a key the simulator never reads.
  it.each<[string, Change, string]>([
    [
      'a misspelt optional key (loaded with its default: a hidden dish shown)',
      (f) => (f.catalogue.products[1].visibel = false),
      'chez-nous.json: catalogue.products.1.visibel: unknown key "visibel": did you mean "visible"?',
    ],
    [
      'a key nobody reads, far from any',
      (f) => (f.catalogue.categories[0].colour = 'red'),
      'chez-nous.json: catalogue.categories.0.colour: unknown key "colour", not read by the simulator: remove it or correct its name (the keys here are "id", "name", "description", "position", "product_type", "limit", "current", "categories")',
    ],
    [
      'a home category that does not exist',
      (f) => (f.settings.forced_home_category = 9),
      'chez-nous.json: settings.forced_home_category: no category 9 in catalogue.categories: write the id of one of its categories, or null',
    ],
    [
      'issue 19 (checkout 5): an e-mail both required and hidden (every order refused)',
      (f) => {
        f.settings.config.hide_email_field = true;
        f.settings.cmd_required_infos.client_info.email = true;
      },
      'chez-nous.json: settings.config.hide_email_field: the e-mail is required (cmd_required_infos.client_info.email) but its field is hidden: require it or show it',
    ],
    [
      'issue 19 (checkout 5): a hidden e-mail field that is not a yes or no',
      (f) => (f.settings.config.hide_email_field = 'yes'),
      'chez-nous.json: settings.config.hide_email_field: write true or false, not "yes"',
    ],
    [
      'more defaults than a multiple choice allows (the first selection refused by the basket)',
      (f) => option(f, 101).product_option_items.forEach((item: EditableJson) => (item.byDefault = true)),
      'chez-nous.json: catalogue.options.1.max_number: 3 items are chosen by default but at most 2 can be chosen: write "max_number": 3 or fewer "byDefault": true',
    ],
    [
      'a mandatory option with nothing to choose (its products never orderable)',
      (f) => (option(f, 100).product_option_items = []),
      'chez-nous.json: catalogue.options.0.product_option_items: a mandatory option has at least one item to choose: add items, or write "mandatory": false',
    ],
    [
      'two formulas with one id',
      (f) => f.catalogue.formulas.push({ ...f.catalogue.formulas[0] }),
      'chez-nous.json: catalogue.formulas.1.id: formula id 30 is used twice: give each its own id (e.g. 31)',
    ],
    [
      'two steps of a formula with one id',
      (f) => (f.catalogue.formulas[0].menu_choice[1].id = 1),
      'chez-nous.json: catalogue.formulas.0.menu_choice.1.id: step id 1 is used twice: give each its own id (e.g. 2)',
    ],
    [
      "a formula's product entry that is not a set menu",
      (f) => (f.catalogue.products[3].type = 'product'),
      'chez-nous.json: catalogue.products.3.type: product 30 is the entry of formula 30: write "type": "menu" (or give the product another id)',
    ],
    [
      'a formula step offering no dish',
      (f) => (f.catalogue.formulas[0].menu_choice[1].menu_contents = []),
      'chez-nous.json: catalogue.formulas.0.menu_choice.1.menu_contents: a step offers at least one dish: add { "product_id": … }, or remove the step',
    ],
    [
      'a formula without price choices (its builder never validates)',
      (f) => (f.catalogue.formulas[0].menu_prices = []),
      'chez-nous.json: catalogue.formulas.0.menu_prices: a formula has at least one price choice, e.g. { "id": 1, "name": "Entrée + plat", "price": 1650, "menu_price_choice": [<step ids>] }',
    ],
    [
      'a promotional banner picture that is not one',
      (f) => (f.settings.publicityBanner = { visible: true, mediaBanner: [{ image: 'javascript:alert(1)' }] }),
      'chez-nous.json: settings.publicityBanner.mediaBanner.0.image: a picture is /demo-assets/<file in assets/> or an http(s) address, not "javascript:alert(1)"',
    ],
    [
      'availability dates ending before they start (a dish never orderable)',
      (f) => (f.catalogue.products[0].availability_dates = { from: '2027-05-01', to: '2027-04-01' }),
      'chez-nous.json: catalogue.products.0.availability_dates.to: ends on 2027-04-01, before it starts on 2027-05-01: write a "to" on or after "from" (or null for no end)',
    ],
    // An id used twice names the second entry's id, as the formulas' and slots' do, and a free id to write.
    [
      'two products with one id (one of them never orderable)',
      (f) => (f.catalogue.products[1].id = 10),
      'chez-nous.json: catalogue.products.1.id: product id 10 is used twice: give each product its own id (e.g. 31)',
    ],
    [
      'two categories with one id',
      (f) => (f.catalogue.categories[2].id = 1),
      'chez-nous.json: catalogue.categories.2.id: category id 1 is used twice: give each category its own id (e.g. 3)',
    ],
    [
      'two options with one id',
      (f) => (option(f, 101).id = 100),
      'chez-nous.json: catalogue.options.1.id: option id 100 is used twice: give each option its own id (e.g. 101)',
    ],
    [
      'two items of an option with one id',
      (f) => (option(f, 101).product_option_items[2].id = 3),
      'chez-nous.json: catalogue.options.1.product_option_items.2.id: item id 3 is used twice: give each item its own id (e.g. 5)',
    ],
    [
      'an order type listed twice',
      (f) => f.settings.orderTypes.push({ ...f.settings.orderTypes[0] }),
      'chez-nous.json: settings.orderTypes.1.id: order type 3 is listed twice: list each order type once',
    ],
    // checkout 5: a slot is offered only when it starts inside the opening hours; one that never does vanished.
    [
      'a slot starting outside the opening hours of every day it names (never offered)',
      (f) => Object.assign(slots(f)[0], { start: '08:00', end: '08:30' }),
      'chez-nous.json: settings.orderTypes.0.timeSlots.0.start: starts at 08:00, when the establishment is closed on every day the slot names (2), so it is never offered: move it inside the opening hours, or add an opening period',
    ],
    [
      'a slot on a day without opening hours only (never offered)',
      (f) => (slots(f)[0].days = [3, 4]),
      'chez-nous.json: settings.orderTypes.0.timeSlots.0.start: starts at 11:30, when the establishment is closed on every day the slot names (3, 4), so it is never offered: move it inside the opening hours, or add an opening period',
    ],
    [
      'two checkout questions with one id (their answers mixed up)',
      (f) => f.settings.questions.push({ id: 1, name: 'Sac ?', answers: [{ id: 1, name: 'Oui' }] }),
      'chez-nous.json: settings.questions.1.id: question id 1 is used twice: give each question its own id',
    ],
  ])('issue 22.15: %s is refused', (_what, change, line) => {
    expect(refusal(change)).toBe(line);
  });

  it('issue 22.15: a slot open on one of its days, closed on the others, is offered that day and loads; without opening hours every slot loads', () => {
    // Tuesday's lunch opens at 11:30; the slot names Wednesday too, when the establishment is closed.
    expect(load((f) => (slots(f)[0].days = [2, 3])).establishments).toHaveLength(1);
    // The evening period runs to midnight ("00:00"): a slot at 23:30 is inside it.
    expect(load((f) => Object.assign(slots(f)[0], { start: '23:30', end: null })).establishments).toHaveLength(1);
    // No opening hours given: nothing says it is closed (core offered-slots isOpenAt).
    expect(load((f) => Object.assign(f.settings, { opening_hours: [] }) && Object.assign(slots(f)[0], { start: '08:00', end: '08:30' })).establishments).toHaveLength(1);
  });

  it('issue 19, checkout 4 "With no per-order-type providers: mode online with the first provider if available": an order type listing none is given the restaurant\'s first available provider, online', () => {
    const card = { provider_id: 2, provider_name: 'Carte bancaire', type: 'ONSPOT', disabled: false, payment_types: [{ payment_type_id: 3, payment_type_name: 'CB' }] };
    const loaded = load((f) => {
      f.settings.orderTypes[0].order_type_providers = [];
      f.settings.payment_providers = [{ ...card, provider_id: 9, disabled: true }, card];
    });
    expect(loaded.establishments[0]?.settings.orderTypes[0]?.order_type_providers).toEqual([{ ...card, type: 'ONLINE' }]);
    // Without the restaurant's providers, the order type stays without: paid on the spot (payment-without-providers.test.ts).
    expect(load((f) => (f.settings.orderTypes[0].order_type_providers = [])).establishments[0]?.settings.orderTypes[0]?.order_type_providers).toEqual([]);
  });

  it("issue 22.15: a group's outlet that names no file of the folder is refused, naming the group's file", () => {
    const group = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'les-halles.json'), 'utf8')) as EditableJson;
    group.settings.logo_url = null;
    group.settings.banner = { image: null, imageMobile: null };
    group.settings.multi_establishment.childrens = [{ restaurant_token: 'chez-nous' }, { restaurant_token: 'chez-vous' }];
    expect(refusal(() => undefined, { 'les-halles.json': group })).toBe(
      'les-halles.json: settings.multi_establishment.childrens.1.restaurant_token: no establishment "chez-vous" in this folder: write the id of one of its files (chez-nous)',
    );
  });

  // The three refusals that spoke the validator's words.
  it.each<[string, Change, string]>([
    ['a price in euros (was "Invalid integer: Received 16.5")', (f) => (f.catalogue.products[0].price = 16.5), 'chez-nous.json: catalogue.products.0.price: prices are in cents, a whole number: write 1650 for 16.50, not 16.5'],
    ['a price written as text', (f) => (f.catalogue.products[0].price = '16,50'), 'chez-nous.json: catalogue.products.0.price: prices are in cents, a whole number: write 1650 for 16.50, not "16,50"'],
    [
      'a misspelt price key (was \'Expected "price"\')',
      (f) => {
        f.catalogue.products[0].pirce = f.catalogue.products[0].price;
        delete f.catalogue.products[0].price;
      },
      'chez-nous.json: catalogue.products.0.pirce: unknown key "pirce": did you mean "price"?',
    ],
    ['a missing price', (f) => delete f.catalogue.products[0].price, 'chez-nous.json: catalogue.products.0.price: is missing: write the price in cents, e.g. 1650 for 16.50'],
    [
      'an order type that does not exist (was "(1 | 2 | 3 | 5)")',
      (f) => (f.settings.orderTypes[0].id = 4),
      'chez-nous.json: settings.orderTypes.0.id: no order type 4: write 1 (on_place), 2 (delivery), 3 (take_away) or 5 (room_delivery)',
    ],
    ['an opening time written otherwise', (f) => (f.settings.opening_hours[0].open = '11h30'), 'chez-nous.json: settings.opening_hours.0.open: a time of day such as 09:30, not "11h30"'],
    ['a weekday out of the week', (f) => (f.settings.opening_hours[0].day = 8), 'chez-nous.json: settings.opening_hours.0.day: write one of 1, 2, 3, 4, 5, 6, 7, not 8'],
    ['a currency in lowercase', (f) => (f.settings.currency = 'eur'), 'chez-nous.json: settings.currency: a currency code such as EUR, not "eur"'],
  ])('issue 22.15: %s is told in the restaurant\'s words', (_what, change, line) => {
    expect(refusal(change)).toBe(line);
  });

  it('browsing 2.1, checkout 7: a hashed_id the platform would not answer to (not one of the aliases) is refused; one of them loads and is sent', () => {
    const hash = 'c0ffee0123456789abcdef0123456789';
    expect(refusal((f) => (f.settings.hashed_id = hash))).toBe(
      "chez-nous.json: settings.hashed_id: must be one of the file's aliases (a long hashed id of 24 to 128 letters and digits), so that the platform answers to it",
    );
    expect(refusal((f) => ((f.aliases = [hash]), (f.settings.hashed_id = 'short')))).toMatch(/^chez-nous\.json: settings\.hashed_id: must be one of the file's aliases/);
    const [loaded] = load((f) => ((f.aliases = [hash]), (f.settings.hashed_id = hash))).establishments;
    expect(loaded?.settings.hashed_id).toBe(hash);
  });

  it('issue 22.15: every demo file shipped in the repository still loads', () => {
    const ids = loadEstablishmentFolder(DEMO_ESTABLISHMENTS_DIR).establishments.map((establishment) => establishment.settings.id);
    expect(ids).toEqual(['cafe-du-musee', 'cafe-lumiere', 'glacier-des-quais', 'grande-carte', 'hotel-mimosa', 'hotel-riviera', 'la-buvette', 'le-comptoir',
      // Issue 19: Le Fournil, a group of 8 bakeries for the store locator.
      'le-fournil-bastille', 'le-fournil-bellecour', 'le-fournil-croix-rousse', 'le-fournil-massena', 'le-fournil-montmartre', 'le-fournil-montorgueil', 'le-fournil-port', 'le-fournil-saint-germain', 'le-fournil',
      'le-phare', 'les-halles-crepes', 'les-halles-pizza', 'les-halles']);
  });
});

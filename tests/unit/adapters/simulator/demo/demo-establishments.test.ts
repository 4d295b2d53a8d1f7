import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../../core/domain/catalogue/catalogue';
import { MAX_CATEGORY_DEPTH } from '../../../../../core/domain/catalogue/catalogue';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { demoEstablishment, hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { DEMO_ESTABLISHMENTS_DIR, loadEstablishmentFolder } from '../../../../../adapters/simulator/establishments/establishment-folder';
import { GRANDE_CARTE_FILE, grandeCarteJson } from '../../../../../adapters/simulator/demo/generate-grande-carte';

// Loading checks every file (shapes, references, pictures): a broken demo fails here with its file and field.
const DEMO_ESTABLISHMENTS = loadEstablishmentFolder(DEMO_ESTABLISHMENTS_DIR).establishments;

function depth(categories: readonly Category[]): number {
  return categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depth(category.categories)));
}

function allCategories(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...allCategories(category.categories)]);
}

const each = DEMO_ESTABLISHMENTS.map((establishment) => [establishment.settings.id, establishment] as const);

describe('demo establishments', () => {
  it('the demo folder holds one file per establishment: Café du Musée (consultative), Café Lumière, La Grande Carte, the Hôtel Mimosa (room directory v2), the Hôtel Riviera, La Buvette, Le Comptoir, Le Fournil (a group of 8 bakeries, the store locator), Le Phare (a linker) and Les Halles (a group) with its crêperie and pizzeria', () => {
    expect(DEMO_ESTABLISHMENTS.map((establishment) => establishment.settings.id)).toEqual(['cafe-du-musee', 'cafe-lumiere', 'glacier-des-quais', 'grande-carte', 'hotel-mimosa', 'hotel-riviera', 'la-buvette', 'le-comptoir',
      'le-fournil-bastille', 'le-fournil-bellecour', 'le-fournil-croix-rousse', 'le-fournil-massena', 'le-fournil-montmartre', 'le-fournil-montorgueil', 'le-fournil-port', 'le-fournil-saint-germain', 'le-fournil',
      'le-phare', 'les-halles-crepes', 'les-halles-pizza', 'les-halles']);
    expect(DEMO_ESTABLISHMENTS.every((establishment) => establishment.source.endsWith(`${establishment.settings.id}.json`))).toBe(true);
  });

  it.each(each)('browsing 1: the categories of %s nest at most 3 levels', (_id, establishment) => {
    expect(depth(establishment.catalogue.categories)).toBeLessThanOrEqual(MAX_CATEGORY_DEPTH);
  });

  it('browsing 3 and 4: Les Halles is a group with no order types of its own, whose children are demo establishments', () => {
    const halles = DEMO_ESTABLISHMENTS.find((establishment) => establishment.settings.id === 'les-halles')!;
    expect(halles.settings.orderTypes).toEqual([]);
    const tokens = halles.settings.multi_establishment?.childrens.map((child) => child.restaurant_token) ?? [];
    expect(tokens).toEqual(['les-halles-crepes', 'les-halles-pizza']);
    for (const token of tokens) expect(DEMO_ESTABLISHMENTS.some((establishment) => establishment.settings.id === token)).toBe(true);
  });

  it('browsing 1: Le Comptoir shows the three levels of categories', () => {
    expect(depth(leComptoir.catalogue.categories)).toBe(3);
  });

  it.each(each)('every product of %s sits in a category of its menu', (_id, establishment) => {
    const categoryIds = new Set(allCategories(establishment.catalogue.categories).map((category) => category.id));
    const homeless = establishment.catalogue.products.filter((product) => !categoryIds.has(product.category_id));
    expect(homeless.map((product) => product.id)).toEqual([]);
  });

  it.each(each)('ids of products, categories and option items of %s are unique', (_id, establishment) => {
    const { products, categories, options } = establishment.catalogue;
    const unique = (ids: number[]) => new Set(ids).size === ids.length;
    expect(unique(products.map((product) => product.id))).toBe(true);
    expect(unique(allCategories(categories).map((category) => category.id))).toBe(true);
    expect(unique(options.flatMap((option) => option.product_option_items.map((item) => item.id)))).toBe(true);
  });

  it.each(each)('every product_option_id of %s names an existing option', (_id, establishment) => {
    const optionIds = new Set(establishment.catalogue.options.map((option) => option.id));
    const dangling = establishment.catalogue.products.flatMap((product) => product.product_option_ids.filter((id) => !optionIds.has(id)));
    expect(dangling).toEqual([]);
  });

  it.each(each)('browsing 9: every allergen id of %s exists and lies between 1 and 14', (_id, establishment) => {
    const allergenIds = establishment.catalogue.allergens.map((allergen) => allergen.id);
    expect(allergenIds.every((id) => id >= 1 && id <= 14)).toBe(true);
    const dangling = establishment.catalogue.products.flatMap((product) => product.allergen_ids.filter((id) => !allergenIds.includes(id)));
    expect(dangling).toEqual([]);
  });

  it('browsing 4: a product has an option with max_number and an additional price beyond it', () => {
    const { options, products } = leComptoir.catalogue;
    const extrasPriced = options.filter((option) => option.multiple && option.max_number > 0 && option.additionalPriceActive && option.additional_price > 0);
    expect(extrasPriced.length).toBeGreaterThan(0);
    expect(products.some((product) => product.product_option_ids.some((id) => extrasPriced.some((option) => option.id === id)))).toBe(true);
  });

  it('browsing 3: Le Comptoir has a formula whose steps and price choices point at things that exist', () => {
    const { formulas, products } = leComptoir.catalogue;
    expect(formulas.length).toBeGreaterThan(0);
    for (const formula of formulas) {
      const stepIds = formula.menu_choice.map((step) => step.id);
      const contents = formula.menu_choice.flatMap((step) => step.menu_contents.map((content) => content.product_id));
      expect(contents.filter((id) => !products.some((product) => product.id === id))).toEqual([]);
      expect(formula.menu_prices.flatMap((price) => price.menu_price_choice).filter((id) => !stepIds.includes(id))).toEqual([]);
      // browsing 3: a formula is also listed as a product of type 'menu'.
      expect(products.find((product) => product.id === formula.id)?.type).toBe('menu');
    }
  });

  it('checkout 1: Le Comptoir offers take away (3), delivery (2) and on place (1), asking the table number', () => {
    expect(leComptoir.settings.orderTypes.map((type) => type.id)).toEqual([OrderTypeId.takeAway, OrderTypeId.delivery, OrderTypeId.onPlace]);
    expect(leComptoir.settings.cmd_required_infos.table_number).toBe(true);
  });

  it('checkout 1: the Hôtel Riviera offers room delivery (5) and asks for the room number', () => {
    expect(hotelRiviera.settings.orderTypes.map((type) => type.id)).toContain(OrderTypeId.roomDelivery);
    expect(hotelRiviera.settings.cmd_required_infos.room_number).toBe(true);
  });

  it.each(each)('checkout 4: every order type of %s has an enabled payment provider', (_id, establishment) => {
    for (const orderType of establishment.settings.orderTypes) {
      expect(orderType.order_type_providers.some((provider) => !provider.disabled)).toBe(true);
    }
  });

  it('browsing 3: the sold-out starter 1002 has no units left, so stock errors can be staged', () => {
    expect(leComptoir.catalogue.products.find((product) => product.id === 1002)?.stock).toEqual({ number_available: 0 });
  });

  it('browsing 2.9 to 2.11 and accounts 2: Le Phare is the linker demo: a directory of tiles with a table booking, feedback and a highlighted picnic basket, a Google review link', () => {
    const lePhare = demoEstablishment('le-phare');
    expect(lePhare.settings).toMatchObject({ is_linker: true, is_room_directory: false, notation_network: { google: 'g.page/r/le-phare-marseille/review' } });
    expect(lePhare.roomDirectory?.services.map((service) => [service.id, service.type ?? 'link'])).toEqual([
      [301, 'link'],
      [302, 'booking'],
      [303, 'custom_page'],
      [304, 'link'],
      [305, 'feedback'],
      [306, 'highlight_product'],
    ]);
    expect(lePhare.roomDirectory?.services[0]?.link).toBe('/le-phare/menu/0');
    expect(lePhare.bookings?.map((setup) => [setup.categoryId, setup.slots.map((slot) => slot.start)])).toEqual([[302, ['12:00', '19:00', '20:30']]]);
    // browsing 2.9 step 1: the picnic basket is taken away at a half-hour slot, or served at the table at once.
    expect(lePhare.highlightProducts).toEqual([{ serviceId: 306, product_id: 3001, orderTypeId: 3 }]);
    expect(lePhare.settings.orderTypes.map((type) => [type.id, type.timeSlots.length])).toEqual([[1, 0], [3, 23]]);
  });

  it('issue 5: La Grande Carte holds 2,000 products in 150 categories on three levels, with options', () => {
    const { catalogue } = DEMO_ESTABLISHMENTS.find((establishment) => establishment.settings.id === 'grande-carte')!;
    expect(catalogue.products).toHaveLength(2_000);
    expect(allCategories(catalogue.categories)).toHaveLength(150);
    expect(depth(catalogue.categories)).toBe(3);
    expect(catalogue.products.filter((product) => product.product_option_ids.length > 0).length).toBeGreaterThan(1_000);
  });

  it('issue 5: the committed grande-carte.json is what the generator writes (npm run demo:grande-carte)', () => {
    expect(readFileSync(GRANDE_CARTE_FILE, 'utf8')).toBe(grandeCarteJson());
  });
});

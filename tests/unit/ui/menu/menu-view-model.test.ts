import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MenuViewModel } from '../../../../ui/menu/menu-view-model';
import type { MenuPage } from '../../../../ui/menu/menu-view-model';
import type { ProductCardView } from '../../../../ui/menu/product-card-view';
import { demoSession } from '../fixtures/demo-session';

async function menuAt(categoryParam: string, subcategoryParam: string | null = null, restaurantId = 'le-comptoir') {
  const session = await demoSession(restaurantId);
  return new MenuViewModel(session.settings, session.catalogue, { categoryParam, subcategoryParam });
}

function category(page: MenuPage) {
  if (page.kind !== 'category') throw new Error(`expected a category page, got ${page.kind}`);
  return page;
}

function card(menu: MenuViewModel, productId: number): ProductCardView {
  const found = category(menu.page)
    .sections.flatMap((section) => section.products)
    .find((product) => product.id === productId);
  if (!found) throw new Error(`no card for product ${productId}`);
  return found;
}

describe('MenuViewModel (browsing 2.3: menu and categories)', () => {
  it('the category bar lists the top-level categories that hold something, by position', async () => {
    const menu = await menuAt('0');
    expect(menu.categories.map((c) => c.id)).toEqual([10, 20, 30]);
  });

  it('browsing 2.3: category 0 without a home page shows the first category and its first sub-category', async () => {
    const page = category((await menuAt('0')).page);
    expect(page.category.id).toBe(10);
    expect(page.activeSectionId).toBe(11);
  });

  it('browsing 2.3: a non-numeric category id goes home', async () => {
    expect((await menuAt('starters')).page).toEqual({ kind: 'redirect', to: '/le-comptoir' });
  });

  it('browsing 2.3: an unknown category goes to /{restaurantId}', async () => {
    expect((await menuAt('999')).page).toEqual({ kind: 'redirect', to: '/le-comptoir' });
  });

  it('a sub-category id in the address selects the top-level category that holds it', async () => {
    const menu = await menuAt('121');
    expect(menu.selectedCategoryId).toBe(10);
    expect(category(menu.page).activeSectionId).toBe(121);
  });

  it('browsing 3: the products are grouped by sub-categories, on up to 3 levels, by position', async () => {
    const page = category((await menuAt('10')).page);
    expect(page.sections.map((section) => [section.id, section.depth])).toEqual([
      [10, 1],
      [11, 2],
      [12, 2],
      [121, 3],
      [122, 3],
      [123, 3],
      [13, 2],
    ]);
    expect(page.sections.find((section) => section.id === 121)?.products.map((p) => p.id)).toEqual([1101, 1102]);
  });

  it('browsing 2.3: ?subcategoryid= marks the sub-category to scroll to', async () => {
    const menu = await menuAt('20', '22');
    expect(category(menu.page).activeSectionId).toBe(22);
    expect(menu.arrivalSectionId).toBe(22);
  });

  it('a ?subcategoryid= that is not in the category is ignored', async () => {
    const menu = await menuAt('20', '121');
    expect(category(menu.page).activeSectionId).toBeNull();
    expect(menu.arrivalSectionId).toBeNull();
  });

  it('a category address that names a sub-category is also where the page scrolls on arrival', async () => {
    expect((await menuAt('12')).arrivalSectionId).toBe(12);
    expect((await menuAt('10')).arrivalSectionId).toBeNull();
  });

  it('follows the address when another category is chosen', async () => {
    const menu = await menuAt('10');
    menu.show('20', null);
    expect(category(menu.page).category.id).toBe(20);
  });

  it('a product card carries its price in cents, its allergens by name and opens the compose dialog', async () => {
    const burger = card(await menuAt('10'), 1101);
    expect(burger.price).toBe(1650);
    expect(burger.allergens).toEqual([
      expect.objectContaining({ fr: 'Gluten', en: 'Gluten' }),
      expect.objectContaining({ fr: 'Œufs', en: 'Eggs' }),
      expect.objectContaining({ fr: 'Lait', en: 'Milk' }),
      expect.objectContaining({ fr: 'Moutarde', en: 'Mustard' }),
    ]);
    expect(burger.availability).toBe('orderable');
    expect(burger.overlay).toBe('productCompose/1101');
  });

  it('browsing 8: a sold-out product says so and opens its full view, which tells why', async () => {
    const egg = card(await menuAt('10'), 1002);
    expect(egg.availability).toBe('sold_out');
    expect(egg.overlay).toBe('productFullView/1002');
  });

  it('browsing 8: with no unavailable_text of its own the restaurant uses product_victim_success (null here)', async () => {
    expect((await menuAt('10')).unavailableText).toBeNull();
  });

  it("browsing 8: the hotel's unavailable product shows the hotel's own text", async () => {
    const menu = await menuAt('60', null, 'hotel-riviera');
    expect(card(menu, 6003).availability).toBe('unavailable');
    expect(menu.unavailableText).toEqual({ fr: 'Ce plat n’est plus servi aujourd’hui.', en: 'This dish is no longer served today.' });
  });

  it("browsing 2.1 and 4: a formula (type 'menu') shows its price and opens its builder, /{restaurantId}/formulaDetails/:formule_id", async () => {
    const formula = card(await menuAt('30'), 3001);
    expect(formula).toMatchObject({ kind: 'formula', price: 1990, overlay: '/le-comptoir/formulaDetails/3001' });
  });

  it('browsing 2.3: on a phone (infinite scroll by default) the whole menu is shown, and category 0 stays at the top', async () => {
    const session = await demoSession('le-comptoir');
    const menu = new MenuViewModel(session.settings, session.catalogue, { categoryParam: '0', subcategoryParam: null, viewportWidth: 375 });
    expect(menu.layout.name).toBe('infinite_scroll');
    expect(menu.sections.filter((section) => section.depth === 1).map((section) => section.id)).toEqual([10, 20, 30]);
    expect(menu.arrivalSectionId).toBeNull();
    menu.show('20', null);
    expect(menu.arrivalSectionId).toBe(20);
  });

  it('browsing 2.3: the active chip follows the scroll, and the bar selects the top category it is in', async () => {
    const session = await demoSession('le-comptoir');
    const menu = new MenuViewModel(session.settings, session.catalogue, { categoryParam: '0', subcategoryParam: null, viewportWidth: 375 });
    menu.reachSection(22);
    expect(category(menu.page).activeSectionId).toBe(22);
    expect(menu.selectedCategoryId).toBe(20);
  });

  it('issue 6 (long menus): the scroll moves the active section only; the shape and the sections stay the same objects', async () => {
    const session = await demoSession('le-comptoir');
    const menu = new MenuViewModel(session.settings, session.catalogue, { categoryParam: '0', subcategoryParam: null, viewportWidth: 375 });
    const changes: string[] = [];
    const stop = reaction(
      () => [menu.shape, menu.sections] as const,
      () => changes.push('screen'),
    );
    const stopActive = reaction(
      () => menu.activeSectionId,
      (id) => changes.push(`active ${id}`),
    );
    menu.reachSection(22);
    menu.reachSection(121);
    stop();
    stopActive();
    expect(changes).toEqual(['active 22', 'active 121']);
    expect(menu.shape).toEqual({ kind: 'category' });
  });

  it('browsing 3: choosing an allergen hides the products that contain it; clearing shows them again', async () => {
    const menu = await menuAt('10');
    menu.toggleAllergen(1);
    const ids = category(menu.page).sections.flatMap((section) => section.products.map((product) => product.id));
    expect(ids).not.toContain(1101);
    menu.clearAllergens();
    expect(category(menu.page).sections.flatMap((section) => section.products.map((product) => product.id))).toContain(1101);
  });

  it('issue 6: the search looks over the whole menu, accents aside, grouped by category; nothing searched gives null', async () => {
    const menu = await menuAt('10');
    expect(menu.searchResults).toBeNull();
    menu.search('MOUSSE', 'fr');
    const results = menu.searchResults ?? [];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((section) => section.products.length > 0)).toBe(true);
    menu.search('zzz introuvable', 'fr');
    expect(menu.searchResults).toEqual([]);
  });

  it('browsing 2.3: drawers start collapsed when drawers_closeByDefault; a tap opens one', async () => {
    const session = await demoSession('la-buvette');
    const menu = new MenuViewModel(session.settings, session.catalogue, { categoryParam: '0', subcategoryParam: null, viewportWidth: 1280 });
    expect(menu.layout.name).toBe('drawers');
    expect(menu.isDrawerOpen(10)).toBe(false);
    menu.toggleDrawer(10);
    expect(menu.isDrawerOpen(10)).toBe(true);
    menu.openDrawerOf(21);
    expect(menu.isDrawerOpen(20)).toBe(true);
  });

  it('browsing 3 and 9: cc_product_display 1 (the default) is the vertical card, other values the horizontal one', async () => {
    expect((await menuAt('10')).productDisplay).toBe('vertical');
    expect((await menuAt('60', null, 'hotel-riviera')).productDisplay).toBe('horizontal');
  });
});

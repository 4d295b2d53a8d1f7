import { makeAutoObservable, observableRef } from 'mobx';
import type { Catalogue, Category, Product } from '../../core/domain/catalogue/catalogue';
import type { MenuRoute } from '../../core/domain/catalogue/menu-navigation';
import { MAX_CATEGORY_DEPTH } from '../../core/domain/catalogue/catalogue';
import { isPreOrder, menuCategories, productsOfCategory, resolveMenuRoute, subCategories } from '../../core/domain/catalogue/menu-navigation';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import { canQuickAdd } from '../../core/domain/basket/quick-add';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { MenuLayout } from '../../core/domain/catalogue/menu-layout';
import { chooseMenuLayout } from '../../core/domain/catalogue/menu-layout';
import { passesAllergenFilter, toggleAllergen } from '../../core/domain/catalogue/menu-allergen-filter';
import { matchesMenuSearch } from '../../core/domain/catalogue/menu-search';
import type { BannerPlacement } from '../../core/domain/catalogue/menu-banner';
import { bannerPlacement } from '../../core/domain/catalogue/menu-banner';
import { paths } from '../routing/restaurant-paths';
import type { ProductCardView } from './product-card-view';

/** A category of the selected top-level category, with the products it holds itself. */
export interface MenuSection {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** 1 for the top-level category, 2 and 3 for its sub-categories (browsing 3: up to 3 levels). */
  readonly depth: number;
  /** The top-level category it belongs to (itself at depth 1): the drawer it sits in, the bar's selection. */
  readonly topId: number;
  /** How many products it shows: what a section not drawn yet needs (its placeholder's height). */
  readonly productCount: number;
  /** Its cards, made the first time they are read (issue 17: a section far below is drawn, so read, later). */
  readonly products: readonly ProductCardView[];
}

export type MenuPage =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'empty-menu' }
  | { readonly kind: 'category'; readonly category: Category; readonly sections: readonly MenuSection[]; readonly activeSectionId: number | null };

/** The page without the scroll's place in it: what the screen draws around the sections. */
export type MenuPageShape = { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'empty-menu' } | { readonly kind: 'category' };

/**
 * Issue 17 (long tasks): a section whose cards are made when first read. La Grande Carte's 2,000 cards (allergens,
 * availability, quick add, overlay link each) were one 100 ms task of a phone's first load; a long menu draws only
 * the sections near the screen, so the others' cards wait until the customer scrolls to them.
 */
function withCardsOnDemand(fields: Omit<MenuSection, 'products'>, cards: () => readonly ProductCardView[]): MenuSection {
  let made: readonly ProductCardView[] | undefined;
  return {
    ...fields,
    get products() {
      made ??= cards();
      return made;
    },
  };
}

/** Desktop until told otherwise: the screen gives the real viewport width (browsing 9: breakpoint 767 px). */
const DEFAULT_VIEWPORT_WIDTH = 1280;

/**
 * The menu screen (browsing 2.3): the category bar, the selected category's products grouped by
 * sub-categories, and which sub-category the address points at (?subcategoryid=).
 */
export class MenuViewModel {
  categoryParam: string;
  subcategoryParam: string | null;
  viewportWidth: number;
  /** The section the scroll has reached (or the chip chosen), ahead of the address that follows it. */
  scrolledSectionId: number | null = null;
  /** browsing 3 (Allergen selectedFilter): products naming one of these are hidden. */
  excludedAllergens: ReadonlySet<number> = new Set<number>();
  /** Issue 6: the search over the menu, in `language`. */
  searchQuery = '';
  language = 'fr';
  /** Drawers the customer opened or closed; the others follow drawers_closeByDefault. */
  private toggledDrawers: ReadonlySet<number> = new Set<number>();

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly catalogue: Catalogue,
    location: { readonly categoryParam: string; readonly subcategoryParam: string | null; readonly viewportWidth?: number },
  ) {
    this.categoryParam = location.categoryParam;
    this.subcategoryParam = location.subcategoryParam;
    this.viewportWidth = location.viewportWidth ?? DEFAULT_VIEWPORT_WIDTH;
    makeAutoObservable<MenuViewModel, 'settings' | 'catalogue' | 'toggledDrawers'>(
      this,
      { settings: false, catalogue: false, excludedAllergens: observableRef, toggledDrawers: observableRef },
      { autoBind: true },
    );
  }

  /** browsing 2.3: the layout the establishment chose for this kind of screen. */
  get layout(): MenuLayout {
    return chooseMenuLayout(this.settings.config, this.viewportWidth);
  }

  /** browsing 2.3: where the promotional banner goes on this kind of screen. */
  get banner(): BannerPlacement {
    return bannerPlacement(this.settings.publicityBanner, this.layout.device);
  }

  /** browsing 3 and 9: cc_product_display 1 (or null) is the vertical card, any other value the horizontal V2 card. */
  get productDisplay(): 'vertical' | 'horizontal' {
    return this.settings.cc_product_display === 1 ? 'vertical' : 'horizontal';
  }

  setViewportWidth(width: number): void {
    this.viewportWidth = width;
  }

  /** The scroll reached a section, or a chip was chosen. */
  reachSection(id: number): void {
    this.scrolledSectionId = id;
  }

  toggleAllergen(id: number): void {
    this.excludedAllergens = toggleAllergen(this.excludedAllergens, id);
  }

  clearAllergens(): void {
    this.excludedAllergens = new Set<number>();
  }

  search(query: string, language: string): void {
    this.searchQuery = query;
    this.language = language;
  }

  /** browsing 2.3: a drawer starts open unless drawers_closeByDefault; a tap turns it the other way. */
  isDrawerOpen(topId: number): boolean {
    return this.layout.drawersOpenAtFirst !== this.toggledDrawers.has(topId);
  }

  toggleDrawer(topId: number): void {
    const next = new Set(this.toggledDrawers);
    if (next.has(topId)) next.delete(topId);
    else next.add(topId);
    this.toggledDrawers = next;
  }

  /** Choosing a chip of a closed drawer opens that drawer first. */
  openDrawerOf(sectionId: number): void {
    const section = this.sections.find((candidate) => candidate.id === sectionId);
    if (section && this.layout.sections === 'drawer' && !this.isDrawerOpen(section.topId)) this.toggleDrawer(section.topId);
  }

  /** The address changed (another category, or a sub-category chip was chosen). */
  show(categoryParam: string, subcategoryParam: string | null): void {
    if (categoryParam !== this.categoryParam) this.scrolledSectionId = null;
    this.categoryParam = categoryParam;
    this.subcategoryParam = subcategoryParam;
  }

  /** browsing 2.3: top-level categories that hold something, by position. */
  get categories(): Category[] {
    return menuCategories(this.catalogue);
  }

  get route(): MenuRoute {
    // browsing 2.3: category 0 is the home where the establishment has one (cc_home_page), else its
    // first non-empty category.
    return resolveMenuRoute(this.catalogue, this.categoryParam, this.settings.cc_home_page);
  }

  get page(): MenuPage {
    const route = this.route;
    // browsing 2.3: a non-numeric or unknown category goes to /{restaurantId}.
    if (route.kind === 'home') return { kind: 'redirect', to: paths.home(this.settings.id) };
    if (route.kind === 'empty-menu') return { kind: 'empty-menu' };
    const sections = this.sections;
    const wanted = Number(this.subcategoryParam);
    const fromQuery = sections.find((section) => section.id === wanted && this.subcategoryParam !== null);
    const scrolled = sections.find((section) => section.id === this.scrolledSectionId);
    return { kind: 'category', category: route.category, sections, activeSectionId: scrolled?.id ?? fromQuery?.id ?? route.subcategoryId };
  }

  /**
   * Issue 6 (long menus): `page` without the active section, so that the screen around the sections
   * is not drawn again each time the scroll moves the active chip (only the navigation is).
   */
  get shape(): MenuPageShape {
    const route = this.route;
    if (route.kind === 'home') return { kind: 'redirect', to: paths.home(this.settings.id) };
    return { kind: route.kind };
  }

  /** The section the navigation marks as active (a number, so that observers re-render only when it changes). */
  get activeSectionId(): number | null {
    const page = this.page;
    return page.kind === 'category' ? page.activeSectionId : null;
  }

  /**
   * The sections shown: the selected category's (header menu) or the whole menu's (every other layout,
   * browsing 2.3), without the products the allergen filter hides. Apart from `page` so that the scroll
   * moving the active chip does not rebuild 2,000 cards.
   */
  get sections(): MenuSection[] {
    const route = this.route;
    if (route.kind !== 'category') return [];
    const tops = this.layout.scope === 'whole-menu' ? this.categories : [route.category];
    return tops.flatMap((top) => this.sectionsOf(top, 1, top.id));
  }

  /** Issue 6: the search's results, grouped by category, over the whole menu; null when nothing is searched. */
  get searchResults(): MenuSection[] | null {
    if (this.searchQuery.trim() === '') return null;
    const all = this.categories.flatMap((top) => this.sectionsOf(top, 1, top.id));
    return all
      .map((section) => {
        const products = section.products.filter((product) => matchesMenuSearch(product, this.searchQuery, this.language));
        return { ...section, productCount: products.length, products };
      })
      .filter((section) => section.products.length > 0);
  }

  /** Every allergen of the catalogue, for the filter (browsing 3: ids 1 to 14). */
  get allergens() {
    return [...this.catalogue.allergens].sort((a, b) => a.id - b.id);
  }

  /**
   * browsing 2.3: where the page scrolls when it opens: the sub-category of ?subcategoryid=, or the
   * sub-category the category address itself names; null to stay at the top.
   */
  get arrivalSectionId(): number | null {
    const page = this.page;
    if (page.kind !== 'category') return null;
    // On the whole menu a top-level category is a place on the page too (category 0 stays at the top).
    const minDepth = this.layout.scope === 'whole-menu' ? 1 : 2;
    const named = [this.subcategoryParam, this.categoryParam].map(Number).find((id) => page.sections.some((section) => section.id === id && section.depth >= minDepth));
    return named ?? null;
  }

  /** The top-level category of the bar: the address's, or on the whole menu the one the scroll is in. */
  get selectedCategoryId(): number | null {
    const route = this.route;
    if (route.kind !== 'category') return null;
    if (this.layout.scope === 'selected-category') return route.category.id;
    const page = this.page;
    const active = page.kind === 'category' ? this.sections.find((section) => section.id === page.activeSectionId) : undefined;
    return active?.topId ?? route.category.id;
  }

  /** browsing 8: an unavailable product shows the restaurant's text, else product_victim_success. */
  get unavailableText(): LocalizedText | null {
    return this.settings.restaurant_translations.unavailable_text;
  }

  private sectionsOf(category: Category, depth: number, topId: number): MenuSection[] {
    const listed = productsOfCategory(this.catalogue, category.id).filter((product) => passesAllergenFilter(product, this.excludedAllergens));
    const own = withCardsOnDemand({ id: category.id, name: category.name, description: category.description, depth, topId, productCount: listed.length }, () => listed.map(this.card));
    const children = depth < MAX_CATEGORY_DEPTH ? subCategories(this.catalogue, category).flatMap((child) => this.sectionsOf(child, depth + 1, topId)) : [];
    // A category shows its heading when it holds products itself or groups sub-categories below it.
    return own.productCount > 0 || children.length > 0 ? [own, ...children] : [];
  }

  private card(product: Product): ProductCardView {
    const formula = product.type === 'menu';
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      price: product.price,
      imageUrl: product.image_url,
      allergens: productAllergens(this.catalogue, product).map((allergen) => allergen.name),
      availability: productAvailability(product),
      preOrder: isPreOrder(product),
      kind: formula ? 'formula' : 'product',
      overlay: this.overlayOf(product),
      quickAdd: canQuickAdd(this.catalogue, product),
    };
  }

  /** browsing 2.1: a formula opens /{restaurantId}/formulaDetails/:formule_id; a product opens over the menu. */
  private overlayOf(product: Product): string {
    if (!this.isComposable(product)) return `productFullView/${product.id}`;
    return product.type === 'menu' ? paths.formula(this.settings.id, product.id) : `productCompose/${product.id}`;
  }

  private isComposable(product: Product): boolean {
    return productAvailability(product) === 'orderable';
  }
}

import { makeAutoObservable } from 'mobx';
import type { Catalogue, Category, Product } from '../../core/domain/catalogue/catalogue';
import type { MenuRoute } from '../../core/domain/catalogue/menu-navigation';
import { MAX_CATEGORY_DEPTH } from '../../core/domain/catalogue/catalogue';
import { isPreOrder, menuCategories, productsOfCategory, resolveMenuRoute, subCategories } from '../../core/domain/catalogue/menu-navigation';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import { canQuickAdd } from '../../core/domain/basket/quick-add';
import type { Cents } from '../../core/domain/money/money';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { paths } from '../app/restaurant/restaurant-paths';

export interface ProductCardView {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly price: Cents;
  readonly imageUrl: string | null;
  readonly allergens: readonly LocalizedText[];
  readonly availability: ProductAvailability;
  /** browsing 3: marked unavailable today but taken as a pre-order (preOrderWhenUnavailable). */
  readonly preOrder: boolean;
  /** A formula (type 'menu') opens its builder; a product opens the compose dialog. */
  readonly kind: 'product' | 'formula';
  /** The child route that opens it over the menu (browsing 2.1), or the formula builder's address. */
  readonly overlay: string;
  /** A product without options goes into the basket from the menu in one tap. */
  readonly quickAdd: boolean;
}

/** A category of the selected top-level category, with the products it holds itself. */
export interface MenuSection {
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** 1 for the top-level category, 2 and 3 for its sub-categories (browsing 3: up to 3 levels). */
  readonly depth: number;
  readonly products: readonly ProductCardView[];
}

export type MenuPage =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'empty-menu' }
  | { readonly kind: 'category'; readonly category: Category; readonly sections: readonly MenuSection[]; readonly activeSectionId: number | null };

/**
 * The menu screen (browsing 2.3): the category bar, the selected category's products grouped by
 * sub-categories, and which sub-category the address points at (?subcategoryid=).
 */
export class MenuViewModel {
  categoryParam: string;
  subcategoryParam: string | null;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly catalogue: Catalogue,
    location: { readonly categoryParam: string; readonly subcategoryParam: string | null },
  ) {
    this.categoryParam = location.categoryParam;
    this.subcategoryParam = location.subcategoryParam;
    makeAutoObservable<MenuViewModel, 'settings' | 'catalogue'>(this, { settings: false, catalogue: false }, { autoBind: true });
  }

  /** The address changed (another category, or a sub-category chip was chosen). */
  show(categoryParam: string, subcategoryParam: string | null): void {
    this.categoryParam = categoryParam;
    this.subcategoryParam = subcategoryParam;
  }

  /** browsing 2.3: top-level categories that hold something, by position. */
  get categories(): Category[] {
    return menuCategories(this.catalogue);
  }

  get route(): MenuRoute {
    // browsing 2.2: the home page comes in a later issue; until then category 0 is what a restaurant
    // without a home page shows, the first non-empty category.
    return resolveMenuRoute(this.catalogue, this.categoryParam, false);
  }

  get page(): MenuPage {
    const route = this.route;
    // browsing 2.3: a non-numeric or unknown category goes to /{restaurantId}.
    if (route.kind === 'home') return { kind: 'redirect', to: paths.home(this.settings.id) };
    if (route.kind === 'empty-menu') return { kind: 'empty-menu' };
    const sections = this.sectionsOf(route.category, 1);
    const wanted = Number(this.subcategoryParam);
    const fromQuery = sections.find((section) => section.id === wanted && this.subcategoryParam !== null);
    return { kind: 'category', category: route.category, sections, activeSectionId: fromQuery?.id ?? route.subcategoryId };
  }

  /**
   * browsing 2.3: where the page scrolls when it opens: the sub-category of ?subcategoryid=, or the
   * sub-category the category address itself names; null to stay at the top.
   */
  get arrivalSectionId(): number | null {
    const page = this.page;
    if (page.kind !== 'category') return null;
    const named = [this.subcategoryParam, this.categoryParam].map(Number).find((id) => page.sections.some((section) => section.id === id && section.depth > 1));
    return named ?? null;
  }

  get selectedCategoryId(): number | null {
    const route = this.route;
    return route.kind === 'category' ? route.category.id : null;
  }

  /** browsing 8: an unavailable product shows the restaurant's text, else product_victim_success. */
  get unavailableText(): LocalizedText | null {
    return this.settings.restaurant_translations.unavailable_text;
  }

  private sectionsOf(category: Category, depth: number): MenuSection[] {
    const own: MenuSection = {
      id: category.id,
      name: category.name,
      description: category.description,
      depth,
      products: productsOfCategory(this.catalogue, category.id).map(this.card),
    };
    const children = depth < MAX_CATEGORY_DEPTH ? subCategories(this.catalogue, category).flatMap((child) => this.sectionsOf(child, depth + 1)) : [];
    // A category shows its heading when it holds products itself or groups sub-categories below it.
    return own.products.length > 0 || children.length > 0 ? [own, ...children] : [];
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

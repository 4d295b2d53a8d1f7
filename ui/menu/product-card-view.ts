import type { Catalogue, Product } from '../../core/domain/catalogue/catalogue';
import { isPreOrder } from '../../core/domain/catalogue/menu-navigation';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import { canQuickAdd } from '../../core/domain/basket/quick-add';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { Cents } from '../../core/domain/money/money';

/** A product as its card shows it (product-card.tsx), on the menu and on the pages that show products outside it. */
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

/**
 * The card of a product on the pages that show products outside the menu (the home's blocks, the suggestions,
 * the tracking page's "did you forget"): its overlay is a child route of the page.
 */
export function productCardView(catalogue: Catalogue, product: Product): ProductCardView {
  const formula = product.type === 'menu';
  const availability = productAvailability(product);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.image_url,
    allergens: productAllergens(catalogue, product).map((allergen) => allergen.name),
    availability,
    preOrder: isPreOrder(product),
    kind: formula ? 'formula' : 'product',
    overlay: formula || availability !== 'orderable' ? `productFullView/${product.id}` : `productCompose/${product.id}`,
    quickAdd: canQuickAdd(catalogue, product),
  };
}

import type { Catalogue, Product } from '../../core/domain/catalogue/catalogue';
import { isPreOrder } from '../../core/domain/catalogue/menu-navigation';
import { productAllergens } from '../../core/domain/catalogue/product-allergens';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import { canQuickAdd } from '../../core/domain/basket/quick-add';
import type { ProductCardView } from '../menu/menu-view-model';

/**
 * A product as the menu's card shows it (ui/menu/product-card), for the pages that show products
 * outside the menu: the home's blocks and the suggestions. Its overlay is a child route of the page.
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

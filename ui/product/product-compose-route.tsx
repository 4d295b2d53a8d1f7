import { Navigate, useParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import { useAppServices } from '../app/app-services';
import { useContainer } from '../app/container-context';
import { useViewModel } from '../app/use-view-model';
import { useMenuOverlay } from '../menu/menu-overlay';
import { ProductComposeDialog } from './product-compose-dialog';
import { ProductComposeViewModel } from './product-compose-view-model';
import { ProductMissingDialog } from './product-missing-dialog';

/** productCompose/:productid over the menu (browsing 2.1): deep-linkable, closes back to the menu; its own chunk. */
export function Component() {
  const { productid } = useParams();
  const { session, closeOverlay } = useMenuOverlay();
  const container = useContainer();
  const { notifications } = useAppServices();
  const compose = useViewModel(
    () =>
      ProductComposeViewModel.forProduct(Number(productid), {
        restaurantId: session.settings.id,
        catalogue: session.catalogue,
        addToBasket: container.get<AddToBasket>(USE_CASES.addToBasket),
        basket: session.basket,
        notifications,
        unavailableText: session.settings.restaurant_translations.unavailable_text,
      }),
    [productid, session, container, notifications],
  );
  if (!compose) return <ProductMissingDialog onClose={closeOverlay} />;
  // A product that cannot be ordered (sold out, unavailable) opens its full view, which says why.
  if (compose.availability !== 'orderable') return <Navigate to={`../productFullView/${compose.product.id}`} relative="path" replace />;
  return <ProductComposeDialog compose={compose} settings={session.settings} onClose={closeOverlay} />;
}

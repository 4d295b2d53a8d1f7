import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { EditBasketLine } from '../../core/use-cases/basket/edit-basket-line';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { paths } from '../routing/restaurant-paths';
import { useViewModel } from '../container/use-view-model';
import { useMenuOverlay } from '../routing/menu-overlay';
import { ProductComposeDialog } from './product-compose-dialog';
import { ProductComposeViewModel } from './product-compose-view-model';
import { ProductMissingDialog } from './product-missing-dialog';

/**
 * productCompose/:productid over the menu (browsing 2.1): deep-linkable, closes back to the menu; its own
 * chunk. `?line=<key>` edits that basket line. A formula is composed in its builder (formulaDetails).
 */
export function Component() {
  const { productid } = useParams();
  const [search] = useSearchParams();
  const line = search.get('line');
  const { session, closeOverlay: backToMenu } = useMenuOverlay();
  const navigate = useNavigate();
  // An edit closes back to the menu without ?line=, so that the menu's links do not edit that line again.
  const closeOverlay =
    line === null
      ? backToMenu
      : () => {
          const rest = new URLSearchParams(search);
          rest.delete('line');
          navigate({ pathname: '../..', search: rest.size > 0 ? `?${rest.toString()}` : '' }, { relative: 'path', preventScrollReset: true });
        };
  const container = useContainer();
  const { notifications } = useAppServices();
  const compose = useViewModel(
    () =>
      ProductComposeViewModel.forProduct(
        Number(productid),
        {
          restaurantId: session.settings.id,
          catalogue: session.catalogue,
          settings: session.settings,
          addToBasket: container.get<AddToBasket>(USE_CASES.addToBasket),
          editBasketLine: container.get<EditBasketLine>(USE_CASES.editBasketLine),
          basket: session.basket,
          notifications,
          unavailableText: session.settings.restaurant_translations.unavailable_text,
        },
        line,
      ),
    [productid, line, session, container, notifications],
  );
  if (!compose) {
    const formula = findProduct(session.catalogue, Number(productid));
    if (formula?.type === 'menu' && formula.visible) return <Navigate to={paths.formula(session.settings.id, formula.id)} replace />;
    return <ProductMissingDialog onClose={closeOverlay} />;
  }
  // A product that cannot be ordered (sold out, unavailable) opens its full view, which says why.
  if (compose.availability !== 'orderable') return <Navigate to={`../productFullView/${compose.product.id}`} relative="path" replace />;
  return <ProductComposeDialog compose={compose} settings={session.settings} onClose={closeOverlay} />;
}

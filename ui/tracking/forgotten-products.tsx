import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import { useContainer } from '../app/container-context';
import { usePriceFormat } from '../app/format/use-price-format';
import { useRestaurant } from '../app/restaurant/restaurant-context';
import { paths } from '../app/restaurant/restaurant-paths';
import type { OrderingSession } from '../app/restaurant/restaurant-view-model';
import { useViewModel } from '../app/use-view-model';
import { buttonClassName } from '../design/button';
import { useLocalize } from '../locales/use-localize';
import type { MenuOverlayContext } from '../menu/menu-overlay';
import { ProductCard } from '../menu/product-card';
import { ForgottenProductsViewModel } from '../suggestions/forgotten-products-view-model';
import '../suggestions/suggestions.css';

/**
 * checkout 2, room and scan variant: 'did you forget', the products proposed with the order. A product
 * opens over the tracking page (its productCompose / productFullView child routes) and goes to the
 * basket from there; the basket then leads to the menu's basket to order it. Shown once the menu is
 * loaded; nothing while it loads or when it fails (the tracking page only needs the settings).
 */
export const ForgottenProducts = observer(function ForgottenProducts({ orderedProductIds }: { readonly orderedProductIds: readonly number[] }) {
  const session = useRestaurant().session;
  if (session.status !== 'ready' || orderedProductIds.length === 0) return null;
  return <ForgottenProductsBlock session={session.value} orderedProductIds={orderedProductIds} />;
});

const ForgottenProductsBlock = observer(function ForgottenProductsBlock({ session, orderedProductIds }: { readonly session: OrderingSession; readonly orderedProductIds: readonly number[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(session.settings);
  const container = useContainer();
  const idsKey = orderedProductIds.join(',');
  const block = useViewModel(
    () =>
      new ForgottenProductsViewModel(session, idsKey.split(',').map(Number), {
        execute: async (input) => (await container.getAsync<SuggestProducts>(USE_CASES.suggestProducts)).execute(input),
      }),
    [session, idsKey, container],
  );
  // A proposed product opens over the tracking page and closes back to it, with its orderId and type.
  const { search } = useLocation();
  const navigate = useNavigate();
  const pagePath = `/${encodeURIComponent(session.settings.id)}/trackOrder`;
  const closeOverlay = useCallback(() => navigate({ pathname: pagePath, search }, { preventScrollReset: true }), [navigate, pagePath, search]);
  const overlay = useMemo<MenuOverlayContext>(() => ({ session, closeOverlay }), [session, closeOverlay]);

  const unavailable = session.settings.restaurant_translations.unavailable_text;
  return (
    <>
      {block.cards.length > 0 && (
        <section className="tracking-card forgotten-products" aria-labelledby="forgotten-products">
          <h2 id="forgotten-products" className="tracking-details__title">
            {t('did_you_forget')}
          </h2>
          <ul className="suggestions__list">
            {block.cards.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  price={price}
                  localize={localize}
                  unavailableText={unavailable ? localize(unavailable) : t('product_victim_success')}
                  headingLevel="h3"
                  search={search}
                />
              </li>
            ))}
          </ul>
          {block.basketCount > 0 && (
            <Link className={buttonClassName('primary')} to={`${paths.category(session.settings.id, 0)}/basket`}>
              {t('did_you_forget_see_basket', { count: block.basketCount })}
            </Link>
          )}
        </section>
      )}
      <Outlet context={overlay} />
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import { useContainer } from '../app/container-context';
import { usePriceFormat } from '../app/format/use-price-format';
import { useRestaurant } from '../app/restaurant/restaurant-context';
import { paths } from '../app/restaurant/restaurant-paths';
import type { OrderingSession } from '../app/restaurant/restaurant-view-model';
import { SessionGate } from '../app/restaurant/session-gate';
import { usePageTitle } from '../app/use-page-title';
import { useStableNavigate } from '../app/use-stable-navigate';
import { useViewModel } from '../app/use-view-model';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { useLocalize } from '../locales/use-localize';
import type { MenuOverlayContext } from '../menu/menu-overlay';
import { ProductCard } from '../menu/product-card';
import { SuggestionsViewModel } from './suggestions-view-model';
import { useShowsAllSteps } from '../checkout/use-wide-screen';
import './suggestions.css';

/** /{restaurantId}/products-suggestion (browsing 2.6), its own chunk. */
export function Component() {
  return <SessionGate>{(session) => <SuggestionsPage session={session} />}</SessionGate>;
}

const SuggestionsPage = observer(function SuggestionsPage({ session }: { readonly session: OrderingSession }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(session.settings);
  const container = useContainer();
  const restaurant = useRestaurant();
  const navigate = useStableNavigate();
  const wide = useShowsAllSteps();
  usePageTitle(t('about_your_selection_we_propose'), session.settings.restaurant_name);
  const page = useViewModel(
    () =>
      new SuggestionsViewModel(session, {
        suggestProducts: { execute: async (input) => (await container.getAsync<SuggestProducts>(USE_CASES.suggestProducts)).execute(input) },
        memory: restaurant,
        navigate,
        // checkout 2 (ours: config.checkout_in_drawer): on a wide screen validation is the hub in a drawer over the menu.
        checkoutPath: wide && session.settings.config.checkout_in_drawer ? `${paths.category(session.settings.id, 0)}/checkout` : paths.checkout(session.settings.id),
      }),
    [session, container, restaurant, navigate, wide],
  );

  // A suggested product opens over this page (productCompose/..., productFullView/...), as over the menu.
  const { search } = useLocation();
  const routerNavigate = useNavigate();
  const pagePath = paths.productsSuggestion(session.settings.id);
  const closeOverlay = useCallback(() => routerNavigate({ pathname: pagePath, search }, { preventScrollReset: true }), [routerNavigate, pagePath, search]);
  const overlay = useMemo<MenuOverlayContext>(() => ({ session, closeOverlay }), [session, closeOverlay]);

  if (page.suggestions.status !== 'ready') return <Spinner label={t('loading')} />;
  const unavailable = session.settings.restaurant_translations.unavailable_text;
  return (
    <div className="page suggestions">
      <h1 className="page-title">{t('about_your_selection_we_propose')}</h1>
      <ul className="suggestions__list">
        {page.suggestions.value.map((product) => (
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
      <div className="suggestions__next">
        <Button block large onClick={page.next}>
          {t('next_to_validation')}
        </Button>
      </div>
      <Outlet context={overlay} />
    </div>
  );
});

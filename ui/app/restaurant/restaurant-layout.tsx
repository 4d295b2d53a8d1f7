import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { Button } from '../../design/button';
import { ErrorScreen } from '../../design/error-screen';
import { PageSkeleton } from '../../design/page-skeleton';
import { firstPaintFor } from '../../design/first-paint';
import { brandTheme, brandThemeStyle } from '../../design/theme/brand-theme';
import { useAppServices } from '../../container/app-services';
import { useContainer } from '../../container/container-context';
import { StandaloneNotFoundScreen } from '../not-found-screen';
import { useViewModel } from '../../container/use-view-model';
import { RestaurantContext } from '../../session/restaurant-context';
import { BasketBar } from './basket-bar';
import { ClosedNotice } from './closed-notice';
import { RestaurantFooter } from './restaurant-footer';
import { RestaurantHeader } from './restaurant-header';
import { useFocusOnPageChange } from './focus-on-page-change';
import { looksLikeRestaurantId } from '../../routing/restaurant-id';
import { useSameEstablishmentId } from '../../routing/address-rules';
import { restaurantUseCases } from '../../session/restaurant-use-cases';
import { RestaurantViewModel } from '../../session/restaurant-view-model';
import { useSharedCartLink } from '../../basket/use-shared-cart-link';
import { UnpaidOrderReturn } from '../../payment/unpaid-order-return';

/** Every page under /{restaurantId}: loads the establishment, themes the page, shows the header. */
export function RestaurantLayout() {
  const { restaurantId } = useParams();
  // browsing 2.1: the address moving from the short id to the hashed one stays the same establishment.
  const areaId = useSameEstablishmentId(restaurantId ?? '');
  // An address that cannot be a restaurant is not asked to the platform.
  if (!looksLikeRestaurantId(restaurantId)) return <StandaloneNotFoundScreen />;
  return <RestaurantArea key={areaId} restaurantId={areaId} />;
}

const RestaurantArea = observer(function RestaurantArea({ restaurantId }: { readonly restaurantId: string }) {
  const container = useContainer();
  const { notifications } = useAppServices();
  const { t } = useTranslation();
  const restaurant = useViewModel(
    () => new RestaurantViewModel(restaurantId, restaurantUseCases(container), notifications),
    [restaurantId, container, notifications],
  );
  // Issue 17 (long tasks): the answers arrive through MobX, whose update React draws in one blocking task (the
  // header, the menu and its first sections: 300 ms on a phone at 4x CPU). Deferred, the page built from them is
  // drawn in a background render that React cuts into short tasks; the grey menu stays until it is done.
  const settings = useDeferredValue(restaurant.settings);

  if (settings.status === 'loading') {
    // The grey menu index.html showed first, kept until the restaurant is here (issue 5, first visit).
    return (
      <main id="main">
        <PageSkeleton label={t('loading')} painted={firstPaintFor(restaurantId)} />
      </main>
    );
  }
  if (settings.status === 'failed') {
    return (
      <main id="main" className="restaurant-status">
        {restaurant.isUnknownRestaurant ? (
          <ErrorScreen title={t('restaurant_not_found')} message={t('restaurant_not_found_message', { id: restaurantId })} actions={<Button onClick={() => void restaurant.retry()}>{t('retry')}</Button>} />
        ) : (
          <ErrorScreen
            title={t('an_error_has_occurred')}
            message={t('check_internet_connection')}
            actions={<Button onClick={() => void restaurant.retry()}>{t('retry')}</Button>}
          />
        )}
      </main>
    );
  }
  return (
    <RestaurantContext.Provider value={restaurant}>
      {settings.value.hashed_id ? (
        <Suspense fallback={null}>
          <HashedRestaurantAddress restaurant={settings.value} />
        </Suspense>
      ) : null}
      <RestaurantChrome settings={settings.value} />
      <RestaurantHeader settings={settings.value} />
      <main id="main" tabIndex={-1}>
        <ClosedNotice settings={settings.value} />
        <Outlet />
      </main>
      <RestaurantFooter settings={settings.value} />
      <BasketBar />
      <FocusOnPageChange />
      <SharedCartLink restaurant={restaurant} />
      <UnpaidOrderReturn restaurant={restaurant} />
    </RestaurantContext.Provider>
  );
});

/**
 * browsing 2.1, checkout 7: the address moves to the hashed id the settings name (ui/routing/hashed-restaurant-ids.ts),
 * loaded only for such an establishment.
 */
const HashedRestaurantAddress = lazy(() => import('../../routing/hashed-restaurant-ids').then((module) => ({ default: module.HashedRestaurantAddress })));

/** Mounted with the pages, so that it sees every navigation inside the restaurant. */
function FocusOnPageChange() {
  useFocusOnPageChange();
  return null;
}

/** browsing 2.1: a `?cart=` address loads a shared basket (ui/basket/use-shared-cart-link.ts). */
const SharedCartLink = observer(function SharedCartLink({ restaurant }: { readonly restaurant: RestaurantViewModel }) {
  useSharedCartLink(restaurant);
  return null;
});

/** White label (ARCHITECTURE): the restaurant's colour, its languages and its name in the tab. */
function RestaurantChrome({ settings }: { readonly settings: RestaurantSettings }) {
  const { language } = useAppServices();
  useEffect(() => {
    const theme = brandTheme(settings.config.primary_color);
    const root = document.documentElement;
    const properties = Object.entries(brandThemeStyle(theme));
    for (const [name, value] of properties) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
    document.title = settings.restaurant_name;
    return () => {
      for (const [name] of properties) root.style.removeProperty(name);
    };
  }, [settings]);
  useEffect(() => {
    language.offerRestaurantLanguages(settings.restaurant_languages);
  }, [language, settings]);
  return null;
}

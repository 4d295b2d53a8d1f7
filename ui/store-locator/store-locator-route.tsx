import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { browserGeocoder } from '../../config/browser-geocoder';
import { PLATFORM_BASE_URL } from '../../config/use-case-tokens';
import type { GeoPoint } from '../../core/domain/restaurant/geo-point';
import { highlightRequestOf } from '../../core/domain/store-locator/highlight-products';
import type { Clock } from '../../core/ports/clock';
import { CLOCK } from '../../core/ports/clock';
import type { CatalogueGateway } from '../../core/ports/catalogue-gateway';
import { CATALOGUE_GATEWAY } from '../../core/ports/catalogue-gateway';
import type { GeocodingGateway } from '../../core/ports/geocoding-gateway';
import { LoadStoreLocator } from '../../core/use-cases/store-locator/load-store-locator';
import { SuggestPlaces } from '../../core/use-cases/store-locator/suggest-places';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { Spinner } from '../design/spinner';
import { usePageTitle } from '../routing/use-page-title';
import { useRestaurant } from '../session/restaurant-context';
import { PlaceSearchViewModel } from './place-search-view-model';
import { StoreLocatorScreen } from './store-locator-screen';
import { StoreLocatorViewModel } from './store-locator-view-model';
import './store-locator.css';

/** browsing 2.1: /{restaurantId}/storelocator, the page framing this one (the same chunk). */
export { Component as StoreLocatorFrame } from './store-locator-frame-route';

/** The browser's position, asked only when called (the customer's click); 'denied' or 'unavailable' when it fails. */
export function browserPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject('unavailable');
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** The geocoder, made once for the page's life (config/browser-geocoder.ts). */
let made: Promise<GeocodingGateway> | null = null;
function geocoder(apiBaseUrl: string): Promise<GeocodingGateway> {
  made ??= browserGeocoder(apiBaseUrl);
  return made;
}

/** /{restaurantId}/storelocatormap (browsing 2.1, 2.12): the map route, no footer and no top bar, its own chunk. */
export const Component = observer(function StoreLocatorRoute() {
  const container = useContainer();
  const { t } = useTranslation();
  const [clock, setClock] = useState<Clock | null>(null);
  useEffect(() => {
    let live = true;
    void container.getAsync<Clock>(CLOCK).then((resolved) => live && setClock(resolved));
    return () => {
      live = false;
    };
  }, [container]);
  if (!clock) return <Spinner label={t('loading')} />;
  return <StoreLocatorPage clock={clock} />;
});

const StoreLocatorPage = observer(function StoreLocatorPage({ clock }: { readonly clock: Clock }) {
  const restaurant = useRestaurant();
  const container = useContainer();
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const restaurantId = restaurant.restaurantId;
  // browsing 2.12 and 5: highlighted products only when product_ids and product_ids_type both exist.
  const highlightKey = `${query.getAll('product_ids').join('&')}|${query.get('product_ids_type') ?? ''}`;
  const locator = useViewModel(
    () =>
      new StoreLocatorViewModel(highlightRequestOf(query.getAll('product_ids'), query.get('product_ids_type')), {
        // The use cases and the geocoder are made here, in this page's chunk: the menu's first visit does not carry them.
        load: (highlight) => new LoadStoreLocator(container.get<CatalogueGateway>(CATALOGUE_GATEWAY)).execute(restaurantId, highlight),
        locate: () => browserPosition(),
        clock,
      }),
    [restaurantId, highlightKey, container, clock],
  );
  const search = useViewModel(
    () =>
      new PlaceSearchViewModel({
        suggest: async (typed) => new SuggestPlaces(await geocoder(container.get<string>(PLATFORM_BASE_URL))).execute(typed),
        pick: locator.choosePlace,
        timers: { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>) },
      }),
    [locator, container],
  );
  useEffect(() => search.stop, [search]);
  const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
  usePageTitle(t('store_locator_title'), settings?.restaurant_name ?? '');
  if (!settings) return null;
  return <StoreLocatorScreen locator={locator} search={search} settings={settings} />;
});

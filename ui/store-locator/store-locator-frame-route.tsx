import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useRestaurant } from '../session/restaurant-context';
import { usePageTitle } from '../routing/use-page-title';
import './store-locator.css';

/**
 * The address of the map route the page frames (browsing 2.1): the same query (product_ids,
 * product_ids_type ...), with the page's language, so that the frame speaks it.
 */
export function storeLocatorMapAddress(restaurantId: string, query: URLSearchParams, language: string): string {
  const passed = new URLSearchParams(query);
  passed.set('lang', language);
  return `/${encodeURIComponent(restaurantId)}/storelocatormap?${passed.toString()}`;
}

/** /{restaurantId}/storelocator (browsing 2.1): a page framing the map route, its own chunk. */
export const Component = observer(function StoreLocatorFrameRoute() {
  const restaurant = useRestaurant();
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  const name = restaurant.settings.status === 'ready' ? restaurant.settings.value.restaurant_name : '';
  usePageTitle(t('store_locator_title'), name);
  return (
    <div className="store-locator-frame page">
      <h1 className="visually-hidden">{t('store_locator_title')}</h1>
      <iframe className="store-locator-frame__frame" title={t('store_locator_frame_title')} src={storeLocatorMapAddress(restaurant.restaurantId, query, i18n.language)} />
    </div>
  );
});

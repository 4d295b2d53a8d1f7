import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localize } from '../../core/domain/locale/localized-text';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { Button } from '../design/button';
import { useDashboard } from './dashboard-context';

/** accounts 2: the favourite establishments view; the current establishment can be added, any removed. */
export const FavouriteEstablishments = observer(function FavouriteEstablishments() {
  const { t } = useTranslation();
  const { settings, dashboard } = useDashboard();
  usePageTitle(t('favourite_establishments'), settings.restaurant_name);
  const { restaurants } = dashboard.data;
  return (
    <>
      <h1 className="page-title">{t('favourite_establishments')}</h1>
      {dashboard.loaded && !dashboard.isFavouriteRestaurant(settings.id) && (
        <Button variant="secondary" disabled={dashboard.busy} onClick={() => void dashboard.setFavourite({ kind: 'restaurant', id: settings.id }, true)}>
          {t('add_establishment_to_favourites', { name: settings.restaurant_name })}
        </Button>
      )}
      {dashboard.loaded && restaurants.length === 0 && <p className="dashboard-card__empty">{t('no_favourite_establishments')}</p>}
      <ul className="favourites">
        {restaurants.map((restaurant) => (
          <li key={restaurant.id} className="favourites__item">
            <Link to={paths.home(restaurant.id)}>{restaurant.restaurant_name}</Link>
            <Button variant="ghost" disabled={dashboard.busy} onClick={() => void dashboard.setFavourite({ kind: 'restaurant', id: restaurant.id }, false)}>
              {t('remove_from_favourites', { name: restaurant.restaurant_name })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
});

/** accounts 2: the favourite products view. */
export const FavouriteProducts = observer(function FavouriteProducts() {
  const { t, i18n } = useTranslation();
  const { settings, dashboard } = useDashboard();
  usePageTitle(t('favourite_products'), settings.restaurant_name);
  const { products } = dashboard.data;
  return (
    <>
      <h1 className="page-title">{t('favourite_products')}</h1>
      {dashboard.loaded && products.length === 0 && <p className="dashboard-card__empty">{t('no_favourite_products')}</p>}
      <ul className="favourites">
        {products.map((product) => {
          const name = localize(product.name, i18n.language);
          return (
            <li key={product.id} className="favourites__item">
              <Link to={`${paths.home(settings.id)}/productFullView/${product.id}`}>{name}</Link>
              <Button variant="ghost" disabled={dashboard.busy} onClick={() => void dashboard.setFavourite({ kind: 'product', id: product.id }, false)}>
                {t('remove_from_favourites', { name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
});

/** accounts 2: the confidentiality page is a placeholder showing only the word Confidentiality. */
export function Confidentiality() {
  const { t } = useTranslation();
  const { settings } = useDashboard();
  usePageTitle(t('confidentiality'), settings.restaurant_name);
  return <h1 className="page-title">{t('confidentiality')}</h1>;
}

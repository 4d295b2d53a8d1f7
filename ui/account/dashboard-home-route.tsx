import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localize } from '../../core/domain/locale/localized-text';
import { usePageTitle } from '../routing/use-page-title';
import { buttonClassName } from '../design/button';
import { accountPaths } from './account-paths';
import { useDashboard } from './dashboard-context';
import { OrderHistoryCard } from './history/order-history-card';
import { shownPhone } from '../../core/domain/text/shown-phone';

/**
 * accounts 2, Dashboard home: the profile card (name, e-mail, phone, Modify), the favourite establishments
 * and products cards, the order history card.
 */
export const Component = observer(function DashboardHome() {
  const { t, i18n } = useTranslation();
  const { settings, user, dashboard } = useDashboard();
  usePageTitle(t('dashboard_title'), settings.restaurant_name);
  return (
    <>
      <h1 className="page-title">{t('dashboard_title')}</h1>
      <div className="dashboard__cards">
        <section className="dashboard-card" aria-labelledby="profile-card-title">
          <h2 id="profile-card-title" className="dashboard-card__title">
            {t('profile_card_title')}
          </h2>
          <dl className="dashboard-card__details">
            <dt>{t('first_name')}</dt>
            <dd>{user.firstName}</dd>
            <dt>{t('last_name')}</dt>
            <dd>{user.lastName}</dd>
            <dt>{t('email_address')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('phone_number')}</dt>
            <dd>{shownPhone(user.phone, settings.phoneRegion)?.display ?? '—'}</dd>
          </dl>
          <Link to={accountPaths.profile(settings.id)} className={buttonClassName('secondary')}>
            {t('modify')}
          </Link>
        </section>
        <section className="dashboard-card" aria-labelledby="establishments-card-title">
          <h2 id="establishments-card-title" className="dashboard-card__title">
            {t('favourite_establishments')}
          </h2>
          <FavouriteList loaded={dashboard.loaded} empty={t('no_favourite_establishments')} names={dashboard.data.restaurants.map((restaurant) => restaurant.restaurant_name)} />
          <Link to={accountPaths.favouriteEstablishments(settings.id)}>{t('see_all')}</Link>
        </section>
        <section className="dashboard-card" aria-labelledby="products-card-title">
          <h2 id="products-card-title" className="dashboard-card__title">
            {t('favourite_products')}
          </h2>
          <FavouriteList loaded={dashboard.loaded} empty={t('no_favourite_products')} names={dashboard.data.products.map((product) => localize(product.name, i18n.language))} />
          <Link to={accountPaths.favouriteProducts(settings.id)}>{t('see_all')}</Link>
        </section>
        <OrderHistoryCard settings={settings} />
      </div>
    </>
  );
});

/** A short list of names, its empty state once the platform said it is empty (accounts 2). */
function FavouriteList({ loaded, empty, names }: { readonly loaded: boolean; readonly empty: string; readonly names: readonly string[] }) {
  if (!loaded) return null;
  if (names.length === 0) return <p className="dashboard-card__empty">{empty}</p>;
  return (
    <ul className="dashboard-card__list">
      {names.slice(0, 3).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

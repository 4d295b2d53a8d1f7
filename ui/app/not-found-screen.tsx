import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { restaurantIdOfPath } from '../routing/restaurant-id';
import { paths } from '../routing/restaurant-paths';

/** An address no route knows: back to the menu when it names a restaurant, else a plain message. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const restaurantId = restaurantIdOfPath(pathname);
  return (
    <div className="restaurant-status">
      <ErrorScreen
        title={t('page_not_found')}
        message={t(restaurantId ? 'page_not_found_message' : 'page_not_found_no_restaurant')}
        actions={
          restaurantId ? (
            <Link className={buttonClassName('primary')} to={paths.home(restaurantId)}>
              {t('back_to_main_page')}
            </Link>
          ) : null
        }
      />
    </div>
  );
}

/** The not-found page outside any restaurant's layout. */
export function StandaloneNotFoundScreen() {
  return (
    <main id="main">
      <NotFoundScreen />
    </main>
  );
}

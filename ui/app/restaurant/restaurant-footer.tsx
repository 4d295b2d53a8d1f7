import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteMatches } from '../../routing/route-table';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { useAppServices } from '../../container/app-services';
import type { RouteHandle } from './basket-button';
import { paths } from '../../routing/restaurant-paths';
import './restaurant-footer.css';

/**
 * The restaurant's footer: where it is, its practical information page and the cookie choice. Hidden by
 * config.hide_footer (browsing 3) and on routes whose meta says so (browsing 2.1).
 */
export function RestaurantFooter({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const { cookieConsent } = useAppServices();
  const hidden = useRouteMatches().some((match) => (match.handle as RouteHandle | undefined)?.footer === false);
  if (settings.config.hide_footer || hidden) return null;
  const address = [settings.address_street, [settings.address_zip_code, settings.address_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <footer className="site-footer">
      <div className="page site-footer__inner">
        <p className="site-footer__name">{settings.restaurant_name}</p>
        {/* Issue 21: an address keeps its own direction inside a right-to-left page ("12 quai...", not "quai... 12"). */}
        {address && (
          <p className="site-footer__address">
            <bdi>{address}</bdi>
          </p>
        )}
        <nav className="site-footer__links" aria-label={t('restaurant_information')}>
          <Link to={paths.about(settings.id)}>{t('about_the_restaurant')}</Link>
          {/* accounts 2: the terms of sale and the privacy charter, reachable from every page. */}
          <Link to={paths.terms(settings.id)}>{t('terms_of_sale')}</Link>
          <Link to={paths.privacy(settings.id)}>{t('privacy_policy')}</Link>
          {/* Issue 20 item 7: the accessibility statement (European Accessibility Act), from every page with a footer. */}
          <Link to={paths.accessibility(settings.id)}>{t('accessibility_statement_link')}</Link>
          <button type="button" className="site-footer__button" onClick={cookieConsent.review}>
            {t('cookie_settings')}
          </button>
        </nav>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteMatches } from '../../routing/route-table';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { InfoIcon } from '../../design/icons';
import { GroupBackLink } from '../../group/group-back-link';
import { BasketButton } from './basket-button';
import { AccountHeaderLink } from '../../account/account-header-link';
import { LanguageSwitcher } from '../../locales/language-switcher';
import { paths } from '../../routing/restaurant-paths';
import type { RouteHandle } from './basket-button';

/**
 * Logo and name (back to the home), the practical information (from 600 px), the language switcher
 * and, on menu pages, the basket button.
 */
export function RestaurantHeader({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  // browsing 2.1: route meta decides; the room directory v2 draws its own header (browsing 2.10).
  const ownHeader = useRouteMatches().some((match) => (match.handle as RouteHandle | undefined)?.header === false);
  if (ownHeader) return null;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <div className="site-header__inner page">
        <Link to={paths.home(settings.id)} className="brand">
          {settings.logo_url && <img className="brand__logo" src={settings.logo_url} alt="" width={40} height={40} />}
          <span className="brand__name">{settings.restaurant_name}</span>
        </Link>
        <div className="site-header__actions">
          {/* browsing 2.1: a child opened from its group (child_token) shows the way back. */}
          <GroupBackLink restaurantId={settings.id} />
          {/* On phones the footer holds this link: the restaurant's name needs the header's width. */}
          <Link to={paths.about(settings.id)} className="site-header__about">
            <InfoIcon size={20} />
            <span>{t('practical_information')}</span>
          </Link>
          {/* accounts 1 and 2: the account entry, where client accounts are enabled. */}
          <AccountHeaderLink settings={settings} />
          <LanguageSwitcher />
          <BasketButton />
        </div>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { BasketButton } from './basket-button';
import { LanguageSwitcher } from './language-switcher';
import { paths } from './restaurant-paths';

/** Logo and name (back to the menu), language switcher and, on menu pages, the basket button. */
export function RestaurantHeader({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
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
          <LanguageSwitcher />
          <BasketButton />
        </div>
      </div>
    </header>
  );
}

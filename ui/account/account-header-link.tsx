import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { accountPaths } from './account-paths';
import { useSignedInUser } from './use-account-session';

/** accounts 1 and 2: where client accounts are enabled, the header leads to the dashboard, or to the login page. */
export function AccountHeaderLink({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const user = useSignedInUser(settings.id);
  if (!settings.enable_client_account) return null;
  return (
    <Link to={user ? accountPaths.dashboard(settings.id) : accountPaths.login(settings.id)} className="site-header__account">
      {user ? t('my_account') : t('sign_in')}
    </Link>
  );
}

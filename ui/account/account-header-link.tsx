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
      <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
      </svg>
      {/* On phones the restaurant's name needs the header's width: the icon alone shows, its text still read. */}
      <span className="site-header__account-text">{user ? t('my_account') : t('sign_in')}</span>
    </Link>
  );
}

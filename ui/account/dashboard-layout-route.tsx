import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../core/domain/account/account';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { USE_CASES } from '../../config/use-case-tokens';
import type { LoadDashboard, SetFavourite } from '../../core/use-cases/account/account-dashboard';
import type { Logout } from '../../core/use-cases/account/logout';
import type { LogClientWarning } from '../../core/use-cases/log-client-warning';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { paths } from '../routing/restaurant-paths';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { accountPaths } from './account-paths';
import { useReadySettings } from '../session/ready-settings';
import { DashboardContext } from './dashboard-context';
import { DashboardViewModel } from './dashboard-view-model';
import { useSignedInUser } from './use-account-session';
import './account.css';

/**
 * /{restaurantId}/dashboard (accounts 2 and 6): home when client accounts are disabled, the login page
 * without the connected flag (also when the platform ends the session meanwhile); a side navigation
 * (Home, Profile) beside the inner route.
 */
export const Component = observer(function DashboardLayout() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const user = useSignedInUser(settings?.id ?? '');
  if (!settings) return <Spinner label={t('loading')} />;
  if (!settings.enable_client_account) return <Navigate to={paths.home(settings.id)} replace />;
  if (!user) return <Navigate to={accountPaths.login(settings.id)} replace />;
  return <DashboardShell settings={settings} user={user} />;
});

/** The dashboard of a connected customer: its favourites are asked for only then. */
const DashboardShell = observer(function DashboardShell({ settings, user }: { readonly settings: RestaurantSettings; readonly user: SessionUser }) {
  const { t } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  const location = useLocation();
  const { notifications } = useAppServices();
  const restaurantId = settings.id;
  const dashboard = useViewModel(
    () =>
      new DashboardViewModel(restaurantId, {
        loadDashboard: () => container.getAsync<LoadDashboard>(USE_CASES.loadDashboard),
        setFavourite: () => container.getAsync<SetFavourite>(USE_CASES.setFavourite),
        logout: () => container.getAsync<Logout>(USE_CASES.logout),
        warn: (message) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId, message }),
        notify: notifications.notify,
      }),
    [restaurantId, container, notifications],
  );
  const scope = useMemo(() => ({ settings, user, dashboard }), [settings, user, dashboard]);
  // accounts 8: what the page that sent here had to say (reset_password_success), once this page shows.
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => {
    if (notice !== 'reset_password_success') return;
    // Once: a reload of the page must not say it again.
    navigate(location.pathname, { replace: true });
    notifications.notify({ key: notice, tone: 'success' });
  }, [notice, notifications, navigate, location.pathname]);
  // Home first: the dashboard would otherwise send to the login page as soon as the flag drops.
  const logout = () => {
    navigate(paths.home(settings.id), { replace: true });
    void dashboard.logout();
  };
  return (
    <div className="page dashboard">
      <nav className="dashboard__nav" aria-label={t('dashboard_navigation')}>
        <NavLink end to={accountPaths.dashboard(settings.id)} className="dashboard__nav-link">
          {t('dashboard_home')}
        </NavLink>
        <NavLink to={accountPaths.profile(settings.id)} className="dashboard__nav-link">
          {t('dashboard_profile')}
        </NavLink>
        <Button variant="ghost" className="dashboard__logout" onClick={logout}>
          {t('log_out')}
        </Button>
      </nav>
      <div className="dashboard__main">
        <DashboardContext.Provider value={scope}>
          <Outlet />
        </DashboardContext.Provider>
      </div>
    </div>
  );
});

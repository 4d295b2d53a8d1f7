import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../routing/restaurant-paths';
import { Spinner } from '../design/spinner';
import { useReadySettings } from '../session/ready-settings';
import { accountPaths } from './account-paths';
import { useAccountSessionStore } from './use-account-session';
import './account.css';

/**
 * accounts 2: the one layout of /v/login, /v/register, /v/forgot-password and /v/reset-password. Home
 * where the establishment has no client accounts (accounts 1); a visitor already connected on arrival is
 * sent to the dashboard (the pages send there themselves after a success).
 */
export const Component = observer(function LoginLayout() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const store = useAccountSessionStore();
  // Read once, when the settings are there: a login on this page must not race its own redirect.
  const connectedOnArrival = useRef<boolean | null>(null);
  if (!settings) return <Spinner label={t('loading')} />;
  connectedOnArrival.current ??= store.isConnected(settings.id);
  if (!settings.enable_client_account) return <Navigate to={paths.home(settings.id)} replace />;
  if (connectedOnArrival.current) return <Navigate to={accountPaths.dashboard(settings.id)} replace />;
  return (
    <div className="page login-layout">
      <div className="login-layout__card">
        <Outlet />
      </div>
    </div>
  );
});

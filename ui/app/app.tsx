import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { StrictMode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { AppServices } from '../container/app-services';
import { AppServicesContext } from '../container/app-services';
import { ContainerContext } from '../container/container-context';
import { AppErrorBoundary } from './error-boundary';
import { useNotificationsFollowPages } from '../notifications/follow-pages';
import { NotificationRegion } from '../notifications/notification-region';
import { CookieConsentHost } from '../consent/cookie-consent-host';
import { PageLoading } from '../design/page-loading';
import type { AppHistory } from '../routing/app-history';
import { pageMovesOf } from '../routing/app-history';
import { AppRoutes } from '../routing/route-table';
import { OfflineAfterLoad } from './offline-after-load';

/** The providers every page sees: the container, the app stores, translations, the error boundary. */
export function App({ container, services, i18n, history, routes }: {
  readonly container: Container;
  readonly services: AppServices;
  readonly i18n: I18n;
  readonly history: AppHistory;
  /** The route table made by toDeclarativeRoutes (ui/routing/route-table.tsx). */
  readonly routes: RouteObject[];
}) {
  const moves = useMemo(() => pageMovesOf(history), [history]);
  useNotificationsFollowPages(moves, services.notifications);
  return (
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <AppServicesContext.Provider value={services}>
          <I18nextProvider i18n={i18n}>
            <AppErrorBoundary>
              <HistoryRouter history={history}>
                {/* Issue 20 item 5: above the page, in its flow: fixed, it would cover the phone's basket bar. */}
                <OfflineAfterLoad />
                <AppRoutes routes={routes} fallback={<PageLoading />} />
                <NotificationRegion center={services.notifications} />
                <CookieConsentHost consent={services.cookieConsent} />
              </HistoryRouter>
            </AppErrorBoundary>
          </I18nextProvider>
        </AppServicesContext.Provider>
      </ContainerContext.Provider>
    </StrictMode>
  );
}

import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppServices } from '../container/app-services';
import { AppServicesContext } from '../container/app-services';
import { ContainerContext } from '../container/container-context';
import { AppErrorBoundary } from './error-boundary';
import { useNotificationsFollowPages } from '../notifications/follow-pages';
import { NotificationRegion } from '../notifications/notification-region';
import { CookieConsentHost } from '../consent/cookie-consent-host';

/** The providers every page sees: the container, the app stores, translations, the error boundary. */
export function App({ container, services, i18n, router }: {
  readonly container: Container;
  readonly services: AppServices;
  readonly i18n: I18n;
  readonly router: ReturnType<typeof createBrowserRouter>;
}) {
  useNotificationsFollowPages(router, services.notifications);
  return (
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <AppServicesContext.Provider value={services}>
          <I18nextProvider i18n={i18n}>
            <AppErrorBoundary>
              <RouterProvider router={router} />
              <NotificationRegion center={services.notifications} />
              <CookieConsentHost consent={services.cookieConsent} />
            </AppErrorBoundary>
          </I18nextProvider>
        </AppServicesContext.Provider>
      </ContainerContext.Provider>
    </StrictMode>
  );
}

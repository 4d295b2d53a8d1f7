import { createContext, useContext } from 'react';
import type { CookieConsentViewModel } from '../consent/cookie-consent-view-model';
import type { LanguageStore } from '../locales/language-store';
import type { NotificationCenter } from '../notifications/notification-center';

/** The app-wide stores that outlive a page: notifications, the interface language, the cookie choice. */
export interface AppServices {
  readonly notifications: NotificationCenter;
  readonly language: LanguageStore;
  readonly cookieConsent: CookieConsentViewModel;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: the app must be rendered inside <AppServicesContext.Provider>.');
  return services;
}

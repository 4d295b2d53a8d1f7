import { createContext, useContext } from 'react';
import type { LanguageStore } from '../locales/language-store';
import type { NotificationCenter } from './notifications/notification-center';

/** The app-wide stores that outlive a page: notifications and the interface language. */
export interface AppServices {
  readonly notifications: NotificationCenter;
  readonly language: LanguageStore;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: the app must be rendered inside <AppServicesContext.Provider>.');
  return services;
}

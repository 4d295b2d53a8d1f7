import { configure } from 'mobx';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserContainer } from '../../config/browser-container';
import { USE_CASES } from '../../config/use-case-tokens';
import type { CookieConsent } from '../../core/use-cases/consent/cookie-consent';
import { CookieConsentViewModel } from '../consent/cookie-consent-view-model';
import { createI18n, switchLanguage } from '../locales/i18n';
import { LanguagePreference } from '../locales/language-preference';
import { LanguageStore } from '../locales/language-store';
import { App } from './app';
import { takeEarlyResponses } from './early-responses';
import { NotificationCenter } from '../notifications/notification-center';
import { routes } from './routes';
import { createAppHistory } from '../routing/app-history';
import { addressRules } from '../routing/address-rules';
import { toDeclarativeRoutes } from '../routing/route-table';
import { safeLocalStorage } from '../storage/safe-storage';
import { yieldToBrowser } from '../async/yield-to-browser';
import '../design/tokens.css';
// Issue 17: the buttons' styles travel in the one stylesheet of the first visit. Imported by button.tsx,
// they were a second render-blocking file (the button's chunk's own CSS), so button.tsx imports none.
import '../design/button.css';
import '../design/hero.css';
import '../design/direction.css';
import './app.css';

// State changes only inside actions, so every change of a view model is deliberate and batched.
configure({ enforceActions: 'observed' });

async function start(): Promise<void> {
  // The modules were just evaluated in one task; the container and the first render each get their own.
  await yieldToBrowser();
  const storage = safeLocalStorage();
  const container = createBrowserContainer({
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? `${window.location.origin}/`,
    storage,
    earlyResponses: takeEarlyResponses(),
  });
  let applyLanguage: (language: string) => Promise<string> = async (code) => code;
  const language = new LanguageStore(
    {
      query: () => new URLSearchParams(window.location.search).get('lang'),
      preference: new LanguagePreference(storage),
      browser: navigator.language,
    },
    (code) => applyLanguage(code),
  );
  const i18n = await createI18n(language.current);
  language.shown(i18n.language);
  applyLanguage = (code) => switchLanguage(i18n, code);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const cookieConsent = new CookieConsentViewModel(container.get<CookieConsent>(USE_CASES.cookieConsent));
  const services = { notifications: new NotificationCenter(), language, cookieConsent };
  const app = <App container={container} services={services} i18n={i18n} history={createAppHistory(addressRules.rewrite)} routes={toDeclarativeRoutes(routes)} />;
  await yieldToBrowser();
  // A transition: React draws the first tree in slices of a few milliseconds rather than in one long task.
  startTransition(() => createRoot(root).render(app));
}

start().catch((error: unknown) => {
  // Nothing of the app could start (no translations either): say so in both languages rather than a blank page.
  console.error('The storefront could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Une erreur est survenue, rechargez la page. / An error has occurred, please reload the page.';
});

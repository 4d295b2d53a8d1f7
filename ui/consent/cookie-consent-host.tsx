import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import type { CookieConsentViewModel } from './cookie-consent-view-model';

// Most visits never open it (the choice is remembered): it stays out of the menu's first load.
const CookieConsentDialog = lazy(() => import('./cookie-consent-dialog').then((module) => ({ default: module.CookieConsentDialog })));

/** Opens the cookie dialog when an action waits for a cookie choice (browsing 4). */
export const CookieConsentHost = observer(function CookieConsentHost({ consent }: { readonly consent: CookieConsentViewModel }) {
  if (!consent.asking) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog consent={consent} />
    </Suspense>
  );
});

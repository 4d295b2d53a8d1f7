import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import type { CookieConsentViewModel } from './cookie-consent-view-model';
import './cookie-consent.css';

/**
 * The cookie dialog (browsing 4), its own chunk (cookie-consent-host.tsx). Refusing is as easy as
 * accepting: two buttons side by side, the same size; closing it the first time refuses (issue 22.7), and says so.
 */
export const CookieConsentDialog = observer(function CookieConsentDialog({ consent }: { readonly consent: CookieConsentViewModel }) {
  const { t } = useTranslation();
  const footer = (
    <div className="cookie-choice">
      <Button block variant="secondary" onClick={() => consent.choose({ analytics: false })}>
        {t('cookies_refuse_optional')}
      </Button>
      <Button block onClick={() => consent.choose({ analytics: true })}>
        {t('cookies_accept_all')}
      </Button>
    </div>
  );
  return (
    <Dialog title={t('cookies_title')} closeLabel={t('close')} onClose={consent.dismiss} footer={footer}>
      <p className="cookie-text">{t('cookies_needed_explained')}</p>
      <p className="cookie-text">{t('cookies_optional_explained')}</p>
      {consent.choice === null && <p className="cookie-text">{t('cookies_close_refuses')}</p>}
      {consent.choice !== null && (
        <p className="cookie-text cookie-text--current">{t(consent.choice.analytics ? 'cookies_current_accepted' : 'cookies_current_refused')}</p>
      )}
    </Dialog>
  );
});

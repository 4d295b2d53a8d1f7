import { useTranslation } from 'react-i18next';
import { termsPage } from '../../core/domain/legal/terms-info';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { paths } from '../routing/restaurant-paths';

/**
 * checkout 5: the terms checkbox has a link that opens the terms: the restaurant's own terms address
 * when it has one (accounts 2: custom_cgv_url), else our terms page. It opens in a new tab, so the
 * checkout being filled stays as it is.
 */
export function TermsLink({ settings, className }: { readonly settings: Pick<RestaurantSettings, 'id' | 'terms'>; readonly className?: string }) {
  const { t } = useTranslation();
  const page = termsPage(settings.terms);
  const href = page.kind === 'custom' ? page.url : paths.terms(settings.id);
  return (
    <a className={className ?? 'terms-link'} href={href} target="_blank" rel="noopener noreferrer">
      {t('terms_link')}
      <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
    </a>
  );
}

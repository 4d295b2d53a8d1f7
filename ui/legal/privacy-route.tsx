import { useTranslation } from 'react-i18next';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { Spinner } from '../design/spinner';
import { LegalPage, LegalSections } from './legal-page';

/** accounts 1: the privacy charter says what is collected, where it goes, and the e-mail choice. */
const PRIVACY_SECTIONS = 3;

/** /{restaurantId}/privacypolicy (accounts 2: privacy charter), its own chunk. */
export function Component() {
  const restaurant = useRestaurant();
  const { t } = useTranslation();
  const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
  usePageTitle(t('privacy_policy'), settings?.restaurant_name ?? '');
  if (!settings) return <Spinner label={t('loading')} />;
  return (
    <LegalPage title={t('privacy_policy')} home={paths.home(settings.id)}>
      <LegalSections prefix="privacy" count={PRIVACY_SECTIONS} values={{ name: settings.restaurant_name }} />
    </LegalPage>
  );
}

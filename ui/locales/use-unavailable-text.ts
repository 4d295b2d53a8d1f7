import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useLocalize } from './use-localize';

/** browsing 8: what an unavailable product says: the restaurant's own text (unavailable_text), else product_victim_success. */
export function useUnavailableText(settings: RestaurantSettings): string {
  const { t } = useTranslation();
  const localize = useLocalize();
  const own = settings.restaurant_translations.unavailable_text;
  return own ? localize(own) : t('product_victim_success');
}
